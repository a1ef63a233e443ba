'use client'

import { useTranslations } from 'next-intl'
import { useFailureText } from '@/components/admin/use-failure-text'
import type { ActionFailure } from '@/lib/actions/action-result'
import type { MessageValues } from '@/lib/actions/message-key'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'

type Translate = ((key: string, values?: MessageValues) => string) & {
  has: (key: string) => boolean
}

/**
 * The sign-in and password flows' messages in the portal's language: the actions answer with
 * catalogue keys (`auth.messages.…`, lib/auth/auth-message); the shared refusals go by their
 * code (useFailureText); anything else (a better-auth wording we have no key for) as it came.
 */
export function useAuthText() {
  const t = useTranslations('admin') as unknown as Translate
  const failureText = useFailureText()
  const text = (message: string, values?: MessageValues) =>
    t.has(message) ? t(message, { min: PASSWORD_MIN, max: PASSWORD_MAX, ...values }) : message
  return {
    /** A field's error (a key from the schema), or nothing. */
    field: (message: string | undefined) => (message === undefined ? undefined : text(message)),
    /** A refusal's description for a toast. */
    failure: (failure: Pick<ActionFailure, 'code' | 'message' | 'values'>) =>
      t.has(failure.message) ? text(failure.message, failure.values) : failureText(failure),
  }
}
