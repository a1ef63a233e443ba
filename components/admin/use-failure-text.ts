'use client'

import { useTranslations } from 'next-intl'
import type { ActionFailure } from '@/lib/actions/action-result'

/**
 * What an action's refusal says to the staff member, in the portal's language: the shared
 * refusals by their code; a domain's own refusal (refused, not found, rate limited) as its
 * action worded it.
 */
export function useFailureText() {
  const t = useTranslations('admin.errors')
  return (failure: Pick<ActionFailure, 'code' | 'message'>): string => {
    switch (failure.code) {
      case 'unauthenticated':
        return t('unauthenticated')
      case 'forbidden':
        return t('forbidden')
      case 'admin-only':
        return t('adminOnly')
      case 'password-change':
        return t('passwordChange')
      case 'invalid':
        return t('invalid')
      case 'error':
        return t('unexpected')
      default:
        return failure.message
    }
  }
}
