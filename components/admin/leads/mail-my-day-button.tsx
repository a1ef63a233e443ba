'use client'

import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { mailMyDayAction } from '@/lib/lead-chase/lead-chase-actions'

/** Mails the viewer their follow-ups of the day shown (what the morning digest lists), now. */
export function MailMyDayButton({ day }: { day: string }) {
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
          if (!result.ok) toast.error('Not sent', { description: result.message })
          else if (result.data === 0) toast.info('Nothing is due for you today')
          else toast.success(`Your ${result.data} follow-ups of today are queued to your e-mail`)
        })
      }
    >
      {pending ? 'Queueing...' : 'E-mail me my day'}
    </Button>
  )
}
