import 'server-only'
import { eq } from 'drizzle-orm'
import { leadRotations } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { nextInTurn } from './next-in-turn'
import { readRoutingState, type Rep, type Rotation, type RoutingState } from './read-routing-state'

export type LeadToRoute = { id: string; projectId: string | null; mobileLocal: string | null }

/** Who gets a lead: a returning person's rep (turn null), or a rotation's turn number. */
export type Assignment = { leadId: string; rep: Rep; turn: number | null }

/** The rotation a lead goes round: its project's team when it has one, else 'all'. */
export const poolOf = (routing: LeadRouting, projectId: string | null) =>
  projectId && routing.projectReps[projectId]?.length ? projectId : 'all'

/** What routing these leads needs, read and locked in one statement (readRoutingState). */
export const readStateFor = (
  tx: Tx,
  batch: LeadToRoute[],
  routing: LeadRouting,
  keys: string[] = [],
) =>
  readRoutingState(
    tx,
    batch.map((lead) => poolOf(routing, lead.projectId)),
    batch.flatMap((lead) => lead.mobileLocal ?? []),
    batch.map((lead) => lead.id),
    keys,
  )

/**
 * Picks each lead's rep, in order: the rep who already has the person (same mobile), else the
 * next in turn of the lead's pool, skipping deactivated and away staff. Moves the rotations in
 * `state` (locked by the caller's transaction) and returns the ones it moved, for the caller
 * to write back in the same transaction: concurrent groups (two instances included) then take
 * turns one by one.
 */
export function pickReps(
  batch: LeadToRoute[],
  routing: LeadRouting,
  { rotations, staff, repOf }: RoutingState,
): { assignments: Assignment[]; moved: Rotation[] } {
  const moved = new Set<Rotation>()
  const assignments: Assignment[] = []
  for (const lead of batch) {
    const returning = lead.mobileLocal ? staff.get(repOf.get(lead.mobileLocal) ?? '') : undefined
    let turn: { rep: Rep; turn: number } | null = null
    if (!returning) {
      const pool = poolOf(routing, lead.projectId)
      const team = pool === 'all' ? routing.reps : routing.projectReps[pool]!
      const eligible = team.filter((id) => staff.has(id))
      const rotation = rotations.get(pool)
      if (eligible.length && rotation) {
        rotation.last = nextInTurn(eligible, rotation.last)!
        rotation.turns += 1
        moved.add(rotation)
        turn = { rep: staff.get(rotation.last)!, turn: rotation.turns }
      }
    }
    const rep = returning ?? turn?.rep
    if (!rep) continue
    // The same person twice in one group: the second lead goes to the first one's rep.
    if (lead.mobileLocal) repOf.set(lead.mobileLocal, rep.id)
    assignments.push({ leadId: lead.id, rep, turn: turn?.turn ?? null })
  }
  return { assignments, moved: [...moved] }
}

/**
 * pickReps inside the caller's transaction, reading and locking what it needs first and
 * writing the moved rotations back. Writes nothing about the leads.
 */
export async function chooseReps(
  tx: Tx,
  batch: LeadToRoute[],
  routing: LeadRouting,
  now = new Date(),
): Promise<Assignment[]> {
  if (!routing.autoAssign || !batch.length) return []
  const { assignments, moved } = pickReps(batch, routing, await readStateFor(tx, batch, routing))
  for (const { pool, last, turns } of moved) {
    await tx
      .update(leadRotations)
      .set({ lastAssigneeId: last, turns, updatedAt: now })
      .where(eq(leadRotations.pool, pool))
  }
  return assignments
}

/** The timeline line of an automatic assignment. */
export const assignmentEventData = ({ rep, turn }: Assignment) => ({
  from: null,
  to: { id: rep.id, name: rep.name },
  auto: turn === null ? 'returning' : 'rotation',
  ...(turn === null ? {} : { turn }),
})
