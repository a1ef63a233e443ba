import 'server-only'
import { eq } from 'drizzle-orm'
import { leadRotations } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { poolOf } from './choose-reps'
import { nextInTurn } from './next-in-turn'
import { readRoutingState, type Rep } from './read-routing-state'

/**
 * Re-routing's choice for a lead its rep did not answer: the next in turn of the lead's
 * rotation (its project's team, else the main one) who can take leads now and is not in
 * `passedOver` (who has it, and who had it before). The rotation moves on, its row locked until
 * the caller's transaction ends, as for a new lead: the turn counts. Null when nobody is left.
 */
export async function chooseNextRep(
  tx: Tx,
  lead: { id: string; projectId: string | null },
  routing: LeadRouting,
  passedOver: Set<string>,
  now = new Date(),
): Promise<{ rep: Rep; turn: number } | null> {
  const pool = poolOf(routing, lead.projectId)
  const { rotations, staff } = await readRoutingState(tx, [pool], [], [lead.id])
  const team = pool === 'all' ? routing.reps : routing.projectReps[pool]!
  const eligible = team.filter((id) => staff.has(id) && !passedOver.has(id))
  const rotation = rotations.get(pool)
  if (!eligible.length || !rotation) return null
  rotation.last = nextInTurn(eligible, rotation.last)!
  rotation.turns += 1
  await tx
    .update(leadRotations)
    .set({ lastAssigneeId: rotation.last, turns: rotation.turns, updatedAt: now })
    .where(eq(leadRotations.pool, pool))
  return { rep: staff.get(rotation.last)!, turn: rotation.turns }
}
