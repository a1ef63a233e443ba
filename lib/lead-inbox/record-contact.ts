import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leadEvents, leads } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { isConversation, type ContactChannel, type ContactOutcome } from './contact-outcomes'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

export type ContactInput = {
  leadId: string
  channel: ContactChannel
  outcome?: ContactOutcome
  /** The attempt this outcome is of (just made, or an earlier one from the timeline). */
  attemptId?: string | null
}

/**
 * A contact with the lead, as the timeline keeps it: the attempt (a Call or WhatsApp button
 * pressed), then what came of it. Only a conversation (Reached, WhatsApp sent) is a first
 * response, stamped at its attempt's time when it is of one: the person was reached when the
 * call was made, however late the rep logged it (the timeline shows both times). An attempt
 * takes one outcome. Returns the new line's id (an attempt's is what its outcome names).
 */
export async function recordContact(
  input: ContactInput,
  actor: LeadActor,
  now = new Date(),
): Promise<string> {
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, actor)
    if (!input.outcome)
      return recordLeadEvent(tx, lead.id, 'attempt', actor, { channel: input.channel }, now)
    const attempt = input.attemptId ? await openAttempt(tx, lead.id, input.attemptId) : null
    const channel = attempt?.channel ?? input.channel
    if (isConversation(input.outcome)) {
      const at = (attempt?.createdAt ?? now).toISOString()
      // The earliest conversation: an outcome added to an older attempt can move it back.
      await tx
        .update(leads)
        .set({ firstResponseAt: sql`least(${leads.firstResponseAt}, ${at}::timestamptz)` })
        .where(eq(leads.id, lead.id))
    }
    const data = { channel, outcome: input.outcome, ...(attempt ? { attemptId: attempt.id } : {}) }
    return recordLeadEvent(tx, lead.id, 'outcome', actor, data, now)
  })
}

/** The lead's attempt that has no outcome yet, or why it cannot take one. */
async function openAttempt(tx: Tx, leadId: string, attemptId: string) {
  const [attempt] = await tx
    .select({ id: leadEvents.id, data: leadEvents.data, createdAt: leadEvents.createdAt })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.id, attemptId),
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, 'attempt'),
      ),
    )
  if (!attempt) throw AppError.refused('leads.refusals.attemptGone')
  const [outcome] = await tx
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, 'outcome'),
        sql`${leadEvents.data}->>'attemptId' = ${attemptId}`,
      ),
    )
    .limit(1)
  if (outcome) throw AppError.refused('leads.refusals.attemptHasOutcome')
  const channel = attempt.data.channel === 'whatsapp' ? 'whatsapp' : 'call'
  return { id: attempt.id, channel: channel as ContactChannel, createdAt: attempt.createdAt }
}
