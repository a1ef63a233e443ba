'use client'

import { useTranslations } from 'next-intl'
import { toast } from 'sonner'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { mailMyDayAction } from '@/lib/lead-chase/lead-chase-actions'
import { OneButtonForm } from './one-button-form'

/** Mails the viewer their follow-ups of the day shown (what the morning digest lists), now. */
export function MailMyDayButton({ day }: { day: string }) {
  const t = useTranslations('admin.leads.followUp')
  const { onSubmit, pending } = useStaffForm(mailMyDayAction, {
    success: (count) => (count === 0 ? null : t('queued', { count })),
    onSuccess: (count) => {
      if (count === 0) toast.info(t('nothingDue'))
    },
    failure: t('notSent'),
    toastFieldErrors: true,
  })
  return (
    // `contents`: the button stays an item of the follow-up views' row.
    <OneButtonForm
      onSubmit={onSubmit}
      pending={pending}
      values={{ day }}
      label={t('mailMyDay')}
      pendingLabel={t('queueing')}
      className="contents"
    />
  )
}
