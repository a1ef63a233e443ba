import 'server-only'
import { db } from '@/lib/db/client'
import { lockLead } from './lock-lead'
import { recordLeadEvent, type Actor } from './record-lead-event'

/** A note on the lead's timeline (a call made, what was said). */
export async function addLeadNote(
  input: { leadId: string; note: string },
  actor: Actor,
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId)
    await recordLeadEvent(tx, lead.id, 'note', actor, { text: input.note })
  })
}
