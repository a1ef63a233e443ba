'use client'

import { useTranslations } from 'next-intl'
import type { ActionFailure } from '@/lib/actions/action-result'
import { useMessageText } from './use-message-text'

/**
 * What an action's refusal says to the staff member, in the portal's language: its message
 * key with its values; should one be no key of the catalogue, the shared text of its code.
 */
export function useFailureText() {
  const t = useTranslations('admin.errors')
  const messageText = useMessageText()
  return (failure: Pick<ActionFailure, 'code' | 'message' | 'values'>): string => {
    const text = messageText(failure.message, failure.values)
    if (text !== failure.message) return text
    switch (failure.code) {
      case 'unauthenticated':
        return t('unauthenticated')
      case 'forbidden':
        return t('forbidden')
      case 'admin-only':
        return t('adminOnly')
      case 'two-factor-setup':
        return t('twoFactorSetup')
      case 'password-change':
        return t('passwordChange')
      case 'invalid':
        return t('invalid')
      default:
        return t('unexpected')
    }
  }
}
