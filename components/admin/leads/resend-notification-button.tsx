'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { resendLeadNotificationAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { useStaffForm } from '@/components/admin/use-staff-form'

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
    <form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="leadId" value={leadId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        className="min-h-11 md:min-h-8"
      >
        {pending ? t('queueing') : t('resend')}
      </Button>
    </form>
  )
}
