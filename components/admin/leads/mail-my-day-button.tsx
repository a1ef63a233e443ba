'use client'

import { useTranslations } from 'next-intl'
import { useTransition } from 'react'
import { useFailureText } from '@/components/admin/use-failure-text'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { mailMyDayAction } from '@/lib/lead-chase/lead-chase-actions'

/** Mails the viewer their follow-ups of the day shown (what the morning digest lists), now. */
export function MailMyDayButton({ day }: { day: string }) {
  const t = useTranslations('admin.leads.followUp')
  const failureText = useFailureText()
  const [pending, startTransition] = useTransition()
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      className="min-h-11 md:min-h-8"
      onClick={() =>
        startTransition(async () => {
          const result = await mailMyDayAction(day)
          if (!result.ok) toast.error(t('notSent'), { description: failureText(result) })
          else if (result.data === 0) toast.info(t('nothingDue'))
          else toast.success(t('queued', { count: result.data }))
        })
      }
    >
      {pending ? t('queueing') : t('mailMyDay')}
    </Button>
  )
}
