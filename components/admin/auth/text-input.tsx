'use client'

import { useMessageText } from '@/components/admin/use-message-text'
import { controlClass, labelClass } from '@/components/ui/field-styles'

export type TextInputProps = React.InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  /** The action's message key (worded here), or a text already in the portal's language. */
  error?: string
  /** Help under the control, read with it by screen readers. */
  hint?: React.ReactNode
  /** A multi-line field (textarea) of this many rows. */
  rows?: number
}

/** A labelled input (or textarea) with its help and inline error, for the admin's own forms. */
export function TextInput({ id, label, error, hint, rows, ...props }: TextInputProps) {
  const messageText = useMessageText()
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  const common = {
    id,
    className: controlClass,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea
          {...common}
          {...(props as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          rows={rows}
        />
      ) : (
        <input {...common} {...props} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  )
}
