import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import type { ContactChannel, ContactOutcome } from './contact-outcomes'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/**
 * A contact with the lead, as the timeline keeps it: the attempt (a Call or WhatsApp button
 * pressed) or, then, its outcome. The first of either stamps the lead's first response (its
 * waiting time stops there).
 */
export async function recordContact(
  input: { leadId: string; channel: ContactChannel; outcome?: ContactOutcome },
  actor: LeadActor,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, actor)
    await tx
      .update(leads)
      .set({
        firstResponseAt: sql`coalesce(${leads.firstResponseAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(leads.id, lead.id))
    const type = input.outcome ? 'outcome' : 'attempt'
    const data = { channel: input.channel, ...(input.outcome ? { outcome: input.outcome } : {}) }
    await recordLeadEvent(tx, lead.id, type, actor, data, now)
  })
}
