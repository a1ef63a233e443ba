import 'server-only'
import { eq } from 'drizzle-orm'
import { leadEvents, leads } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import type { Rep } from './available-reps'
import { repWhoHasThem } from './rep-who-has-them'
import { takeTurn } from './take-turn'

export type LeadToRoute = { id: string; projectId: string | null; mobileLocal: string | null }

/**
 * Gives a lead just stored its rep, in the transaction that stores it (so no lead is left
 * without one, nor given two), with the timeline line and the rep's mail. Null when automatic
 * assignment is off or nobody is available: the lead waits in the inbox, unassigned.
 */
export async function assignNewLead(
  tx: Tx,
  lead: LeadToRoute,
  routing: LeadRouting,
  now = new Date(),
): Promise<Rep | null> {
  if (!routing.autoAssign) return null
  const returning = await repWhoHasThem(tx, lead)
  const turn = returning ? null : await takeTurn(tx, lead.projectId, routing, now)
  const rep = returning ?? turn
  if (!rep) return null
  await tx.update(leads).set({ assigneeId: rep.id }).where(eq(leads.id, lead.id))
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    type: 'assignment',
    data: {
      from: null,
      to: { id: rep.id, name: rep.name },
      auto: returning ? 'returning' : 'rotation',
      ...(turn ? { turn: turn.turn } : {}),
    },
    createdAt: now,
  })
  await queueMail(tx, {
    kind: MAIL_KINDS.leadAssignment,
    payload: { leadId: lead.id, assigneeId: rep.id, assignedBy: null },
    subjectId: lead.id,
  })
  return { id: rep.id, name: rep.name }
}
