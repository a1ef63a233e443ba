import 'server-only'
import { and, eq, max } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leadEvents } from '@/lib/db/schema'
import { formatCairoClock } from '@/lib/i18n/business-time'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/** One resend per lead in this time: each one mails the person's details to the whole team. */
export const RESEND_INTERVAL_MS = 10 * 60_000

/**
 * Queues the sales notification of a lead again (the last one failed, or went astray), at most
 * once in RESEND_INTERVAL_MS; the timeline names who asked. The lead's row lock makes two
 * resends at once count one after the other.
 */
export async function resendLeadNotification(
  leadId: string,
  actor: LeadActor,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, actor)
    const [last] = await tx
      .select({ at: max(leadEvents.createdAt) })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'resend')))
    const allowedAt = last?.at ? new Date(last.at.getTime() + RESEND_INTERVAL_MS) : null
    if (allowedAt && allowedAt > now)
      throw AppError.refused('leads.refusals.resentRecently', {
        time: formatCairoClock(allowedAt, 'en'),
      })
    await queueMail(tx, {
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId: lead.id },
      subjectId: lead.id,
    })
    await recordLeadEvent(tx, lead.id, 'resend', actor, {}, now)
    await recordActivity(
      tx,
      actorOf(actor),
      { entityType: 'lead', entityId: lead.id, entityLabel: null, action: 'resent' },
      now,
    )
  })
}
