import 'server-only'
import { eq } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import type { NextActionInput } from './lead-inbox-schemas'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/**
 * Sets (or clears) what the rep does next and when: the lead shows in Due today / Overdue
 * and in the morning digest. A closed lead (won or lost) has no next action.
 */
export async function setNextAction(input: NextActionInput, actor: LeadActor): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, actor)
    if (input.nextActionAt && (lead.status === 'won' || lead.status === 'lost'))
      throw AppError.refused('leads.refusals.closedNoNextAction')
    const unchanged =
      lead.nextActionAt?.getTime() === input.nextActionAt?.getTime() &&
      lead.nextActionNote === input.nextActionNote
    if (unchanged) return
    await tx
      .update(leads)
      .set({ nextActionAt: input.nextActionAt, nextActionNote: input.nextActionNote })
      .where(eq(leads.id, lead.id))
    await recordLeadEvent(tx, lead.id, 'next-action', actor, {
      at: input.nextActionAt?.toISOString() ?? null,
      note: input.nextActionNote,
    })
  })
}
