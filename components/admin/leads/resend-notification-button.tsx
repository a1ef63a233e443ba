'use client'

import { useTranslations } from 'next-intl'
import { resendLeadNotificationAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { OneButtonForm } from './one-button-form'

/** Queues the sales notification again (after a failure, or a mail that went astray). */
export function ResendNotificationButton({ leadId }: { leadId: string }) {
  const t = useTranslations('admin.leads.mail')
  const common = useTranslations('admin.common')
  const { onSubmit, pending } = useStaffForm(resendLeadNotificationAction, {
    success: () => t('queuedAgain'),
    refresh: true,
    failure: common('error'),
  })
  return (
    <OneButtonForm
      onSubmit={onSubmit}
      pending={pending}
      values={{ leadId }}
      label={t('resend')}
      pendingLabel={t('queueing')}
    />
  )
}
