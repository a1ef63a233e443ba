'use client'

import { get, useFormState } from 'react-hook-form'
import { useMessageText } from '@/components/admin/use-message-text'

/**
 * One field's error (client rules or the server's: a message key either way), in the
 * portal's language, or undefined.
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  const messageText = useMessageText()
  const error = get(errors, name) as { message?: unknown } | undefined
  return typeof error?.message === 'string' && error.message
    ? messageText(error.message)
    : undefined
}

/** aria-describedby for a control: its help and its error, when shown. */
export const describedBy = (id: string, help: unknown, error: unknown) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
