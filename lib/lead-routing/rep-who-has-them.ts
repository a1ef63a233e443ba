import 'server-only'
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm'
import { leads } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { availableReps, type Rep } from './available-reps'

/**
 * The rep who already has this person (their latest other lead by the same mobile), when that
 * rep can take a lead now: one person, one rep, whatever project they ask about next.
 */
export async function repWhoHasThem(
  tx: Tx,
  lead: { id: string; mobileLocal: string | null },
): Promise<Rep | null> {
  if (!lead.mobileLocal) return null
  const [earlier] = await tx
    .select({ assigneeId: leads.assigneeId })
    .from(leads)
    .where(
      and(
        eq(leads.mobileLocal, lead.mobileLocal),
        ne(leads.id, lead.id),
        isNotNull(leads.assigneeId),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1)
  if (!earlier?.assigneeId) return null
  const [rep] = await availableReps(tx, [earlier.assigneeId])
  return rep ?? null
}
