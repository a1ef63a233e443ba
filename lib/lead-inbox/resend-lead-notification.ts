import 'server-only'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/** Queues the sales notification of a lead again (the last one failed, or went astray). */
export async function resendLeadNotification(leadId: string, actor: LeadActor): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, actor)
    await queueMail(tx, {
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId: lead.id },
      subjectId: lead.id,
    })
    await recordLeadEvent(tx, lead.id, 'resend', actor)
    await recordActivity(tx, actorOf(actor), {
      entityType: 'lead',
      entityId: lead.id,
      entityLabel: null,
      action: 'resent',
    })
  })
}
