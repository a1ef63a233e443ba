'use client'

import { AlertCircle } from 'lucide-react'
import { forwardRef } from 'react'
import { useMessageText } from '@/components/admin/use-message-text'

/** `message` is the field's error as its key (worded here, in the portal's language). */
export type SummaryItem = { name: string; label: string; message: string }

export type ErrorSummaryProps = {
  /** Spec: developer form 'Please fix the following errors:' card; project 'Validation Errors'. */
  heading: string
  items: SummaryItem[]
  onSelect: (name: string) => void
}

/** Lists every field error; each entry takes the user to its field (switching tabs). */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { heading, items, onSelect },
  ref,
) {
  const messageText = useMessageText()
  if (items.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-red-600"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertCircle className="size-4" aria-hidden />
        {heading}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        {items.map((item) => (
          <li key={item.name}>
            <button
              type="button"
              className="text-start underline"
              onClick={() => onSelect(item.name)}
            >
              {item.label}: {messageText(item.message)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
})
