import 'server-only'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/**
 * A note on the lead's timeline (a call made, what was said). The activity log says a note
 * was added, not what it says: notes may hold personal data, which the log never keeps.
 */
export async function addLeadNote(
  input: { leadId: string; note: string },
  actor: LeadActor,
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, actor)
    await recordLeadEvent(tx, lead.id, 'note', actor, { text: input.note })
    await recordActivity(tx, actorOf(actor), {
      entityType: 'lead',
      entityId: lead.id,
      entityLabel: null,
      action: 'note',
    })
  })
}
