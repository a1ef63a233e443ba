'use client'

import { Button } from '@/components/ui/button'
import { resendLeadNotificationAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { useLeadAction } from './use-lead-action'

/** Queues the sales notification again (after a failure, or a mail that went astray). */
export function ResendNotificationButton({ leadId }: { leadId: string }) {
  const { onSubmit, pending } = useLeadAction(
    resendLeadNotificationAction,
    () => 'Notification queued again',
  )
  return (
    <form onSubmit={onSubmit}>
      <input type="hidden" name="leadId" value={leadId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        className="min-h-11 md:min-h-8"
      >
        {pending ? 'Queueing...' : 'Resend notification'}
      </Button>
    </form>
  )
}
