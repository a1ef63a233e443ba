'use client'

import { useMessageText } from '@/components/admin/use-message-text'

/**
 * A field's inline error (the action's message key), in the portal's language, referenced by
 * the control's aria-describedby.
 */
export function FieldErrorText({ id, error }: { id: string; error?: string }) {
  const messageText = useMessageText()
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {messageText(error)}
    </p>
  )
}
