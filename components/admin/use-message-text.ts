'use client'

import { useTranslations } from 'next-intl'
import type { MessageValues } from '@/lib/actions/message-key'

type Translate = ((key: string, values?: MessageValues) => string) & {
  has: (key: string) => boolean
}

/**
 * Words an action's message key (a refusal, a field error) in the portal's language. A text
 * that is no key of the admin catalogue (already worded by the caller) is shown as it is.
 */
export function useMessageText() {
  const t = useTranslations('admin') as unknown as Translate
  return (message: string, values?: MessageValues): string =>
    t.has(message) ? t(message, values) : message
}
