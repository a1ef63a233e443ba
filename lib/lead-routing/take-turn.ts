import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { leadRotations } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { availableReps, type Rep } from './available-reps'
import { nextInTurn } from './next-in-turn'

/**
 * The next rep of the lead's team (its project's own, else the main rotation), or null when
 * nobody in it is available. The rotation's row stays locked until the transaction ends, so
 * concurrent leads (two instances included) take their turns one after the other.
 */
export async function takeTurn(
  tx: Tx,
  projectId: string | null,
  routing: LeadRouting,
  now: Date,
): Promise<(Rep & { turn: number }) | null> {
  const team = projectId ? routing.projectReps[projectId] : undefined
  const pool = team?.length ? projectId! : 'all'
  const reps = await availableReps(tx, team?.length ? team : routing.reps)
  if (!reps.length) return null
  // An upsert that changes nothing: it creates the row once and locks it every time.
  const [rotation] = await tx
    .insert(leadRotations)
    .values({ pool })
    .onConflictDoUpdate({ target: leadRotations.pool, set: { pool } })
    .returning({ last: leadRotations.lastAssigneeId, turns: leadRotations.turns })
  const nextId = nextInTurn(
    reps.map((rep) => rep.id),
    rotation?.last ?? null,
  )
  const rep = reps.find((candidate) => candidate.id === nextId)!
  const [taken] = await tx
    .update(leadRotations)
    .set({ lastAssigneeId: rep.id, turns: sql`${leadRotations.turns} + 1`, updatedAt: now })
    .where(eq(leadRotations.pool, pool))
    .returning({ turns: leadRotations.turns })
  return { ...rep, turn: taken!.turns }
}
