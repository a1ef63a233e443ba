import 'server-only'
import { eq } from 'drizzle-orm'
import { leadRotations } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { availableStaff, type Rep } from './available-staff'
import { latestRepByMobile } from './latest-rep-by-mobile'
import { lockRotation, type Rotation } from './lock-rotation'
import { nextInTurn } from './next-in-turn'

export type LeadToRoute = { id: string; projectId: string | null; mobileLocal: string | null }

/** Who gets a lead: a returning person's rep (turn null), or a rotation's turn number. */
export type Assignment = { leadId: string; rep: Rep; turn: number | null }

/** The rotation a lead goes round: its project's team when it has one, else 'all'. */
export const poolOf = (routing: LeadRouting, projectId: string | null) =>
  projectId && routing.projectReps[projectId]?.length ? projectId : 'all'

/**
 * Picks each lead's rep, in order, inside the caller's transaction: the rep who already has
 * the person (same mobile), else the next in turn of the lead's pool, skipping deactivated and
 * away staff. The rotations' rows are locked (in `lockPools`, or here) and moved on, so
 * concurrent groups (two instances included) take turns one by one. Writes nothing about the
 * leads: the caller stores them with their reps.
 */
export async function chooseReps(
  tx: Tx,
  batch: LeadToRoute[],
  routing: LeadRouting,
  now = new Date(),
  { locked = new Map(), known }: { locked?: Map<string, Rotation>; known?: RoutingFacts } = {},
): Promise<Assignment[]> {
  if (!routing.autoAssign || !batch.length) return []
  const { staff, repOf } = known ?? (await readRoutingFacts(tx, batch))
  const moved = new Set<Rotation>()
  const assignments: Assignment[] = []
  for (const lead of batch) {
    const returning = lead.mobileLocal ? staff.get(repOf.get(lead.mobileLocal) ?? '') : undefined
    let turn: { rep: Rep; turn: number } | null = null
    if (!returning) {
      const pool = poolOf(routing, lead.projectId)
      const team = pool === 'all' ? routing.reps : routing.projectReps[pool]!
      const eligible = team.filter((id) => staff.has(id))
      if (eligible.length) {
        let rotation = locked.get(pool)
        if (!rotation) {
          rotation = await lockRotation(tx, pool)
          locked.set(pool, rotation)
        }
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
  for (const { pool, last, turns } of moved) {
    await tx
      .update(leadRotations)
      .set({ lastAssigneeId: last, turns, updatedAt: now })
      .where(eq(leadRotations.pool, pool))
  }
  return assignments
}

/** Who can take leads now, and the rep each person (mobile) already has. */
export type RoutingFacts = { staff: Map<string, Rep>; repOf: Map<string, string> }

/**
 * What chooseReps reads besides the rotations. Read before the rotations are locked, it keeps
 * the time a rotation is held (and other groups wait) short; a rep who goes away in those
 * milliseconds may still get the lead.
 */
export async function readRoutingFacts(tx: Tx, batch: LeadToRoute[]): Promise<RoutingFacts> {
  const mobiles = [...new Set(batch.flatMap((lead) => lead.mobileLocal ?? []))]
  const [staff, repOf] = [
    await availableStaff(tx),
    await latestRepByMobile(
      tx,
      mobiles,
      batch.map((lead) => lead.id),
    ),
  ]
  return { staff, repOf }
}

/** Locks the rotations these leads could take a turn of, in one order (no deadlock). */
export async function lockPools(
  tx: Tx,
  projectIds: (string | null)[],
  routing: LeadRouting,
): Promise<Map<string, Rotation>> {
  const locked = new Map<string, Rotation>()
  if (!routing.autoAssign) return locked
  const pools = [...new Set(projectIds.map((id) => poolOf(routing, id)))].sort()
  for (const pool of pools) locked.set(pool, await lockRotation(tx, pool))
  return locked
}

/** The timeline line of an automatic assignment. */
export const assignmentEventData = ({ rep, turn }: Assignment) => ({
  from: null,
  to: { id: rep.id, name: rep.name },
  auto: turn === null ? 'returning' : 'rotation',
  ...(turn === null ? {} : { turn }),
})
