'use client'

import { useFormContext } from 'react-hook-form'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { fieldId } from './field-config'
import { describedBy, useFieldError } from './use-field-error'

type Option = { value: string; label: string }

type ControlProps = {
  name: string
  label: string
  help?: string
  required?: boolean
  dir?: 'rtl' | 'ltr'
  /** Label kept for screen readers only (row editors show a caption instead). */
  hideLabel?: boolean
}

export function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
      {text}
    </p>
  ) : null
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null
}

function Label({
  id,
  label,
  required,
  hidden,
}: {
  id: string
  label: string
  required?: boolean
  hidden?: boolean
}) {
  return (
    <label htmlFor={id} className={hidden ? 'sr-only' : labelClass}>
      {label}
      {required ? <span className="text-red-700"> *</span> : null}
    </label>
  )
}

export type TextControlProps = ControlProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'textarea'
  maxLength?: number
  rows?: number
}

/** A labelled text input or textarea bound to the form, with help and its inline error. */
export function TextControl(props: TextControlProps) {
  const { register } = useFormContext()
  const error = useFieldError(props.name)
  const id = fieldId(props.name)
  const common = {
    id,
    ...register(props.name),
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, props.help, error),
    'aria-required': props.required || undefined,
    maxLength: props.maxLength,
    // Arabic content is typed RTL even before the first letter (dir="auto" would not).
    dir: props.dir ?? 'auto',
    className: controlClass,
  }
  return (
    <>
      <Label id={id} label={props.label} required={props.required} hidden={props.hideLabel} />
      {props.type === 'textarea' ? (
        <textarea {...common} rows={props.rows ?? 4} />
      ) : (
        <input
          {...common}
          type={props.type === 'number' ? 'text' : (props.type ?? 'text')}
          inputMode={props.type === 'number' ? 'decimal' : undefined}
          dir={props.type === 'text' || props.type === undefined ? common.dir : 'ltr'}
        />
      )}
      <Help id={id} text={props.help} />
      <ErrorText id={id} error={error} />
    </>
  )
}

/** A labelled select bound to the form. */
export function SelectControl(props: ControlProps & { options: readonly Option[] }) {
  const { register } = useFormContext()
  const error = useFieldError(props.name)
  const id = fieldId(props.name)
  return (
    <>
      <Label id={id} label={props.label} required={props.required} hidden={props.hideLabel} />
      <select
        id={id}
        {...register(props.name)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, props.help, error)}
        aria-required={props.required || undefined}
        className={controlClass}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Help id={id} text={props.help} />
      <ErrorText id={id} error={error} />
    </>
  )
}

/** A checkbox bound to the form (a boolean value). */
export function CheckboxControl(props: ControlProps) {
  const { register } = useFormContext()
  const error = useFieldError(props.name)
  const id = fieldId(props.name)
  return (
    <>
      <label htmlFor={id} className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          {...register(props.name)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, props.help, error)}
          className="size-4 accent-navy"
        />
        {props.label}
      </label>
      <Help id={id} text={props.help} />
      <ErrorText id={id} error={error} />
    </>
  )
}
