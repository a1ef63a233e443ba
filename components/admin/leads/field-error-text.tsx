'use client'

import { useTranslations } from 'next-intl'
import en from '@/messages/admin/en/leads.json'

type FieldError = keyof typeof en.fieldErrors

/** The lead forms' field errors by their English words (as the schemas word them). */
const keyOf = new Map(
  Object.entries(en.fieldErrors).map(([key, text]) => [text, key as FieldError]),
)

/**
 * A field's inline error, referenced by the control's aria-describedby: in the portal's
 * language when it is one of the lead schemas' messages, else as the action worded it.
 */
export function FieldErrorText({ id, error }: { id: string; error?: string }) {
  const t = useTranslations('admin.leads.fieldErrors')
  if (!error) return null
  const key = keyOf.get(error)
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {key ? t(key) : error}
    </p>
  )
}
