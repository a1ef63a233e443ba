import 'server-only'
import { leadRotations } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'

export type Rotation = { pool: string; last: string | null; turns: number }

/**
 * Where a round-robin stands ('all', or a project's team), its row locked until the
 * transaction ends: concurrent leads (two instances included) take their turns one by one.
 */
export async function lockRotation(tx: Tx, pool: string): Promise<Rotation> {
  // An upsert that changes nothing: it creates the row once and locks it every time.
  const [row] = await tx
    .insert(leadRotations)
    .values({ pool })
    .onConflictDoUpdate({ target: leadRotations.pool, set: { pool } })
    .returning({ last: leadRotations.lastAssigneeId, turns: leadRotations.turns })
  return { pool, last: row?.last ?? null, turns: row?.turns ?? 0 }
}
