import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'

export type NewLead = typeof leads.$inferInsert

export const LEAD_NOTIFICATION = 'lead_notification'

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/** The lead an earlier submission with the same idempotency key stored, if any. */
export async function leadByIdempotencyKey(tx: Tx, key: string | null | undefined) {
  if (!key) return null
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, key))
    .limit(1)
  return row?.id ?? null
}

/**
 * Stores a lead and its "notify sales" message in one transaction: either both exist or
 * neither does. A repeated submission (same idempotency key) returns the first lead's id and
 * stores nothing. Returns the lead id the visitor's confirmation and analytics refer to.
 */
export async function storeLead(lead: NewLead): Promise<string> {
  return db().transaction(async (tx) => {
    const earlier = await leadByIdempotencyKey(tx, lead.idempotencyKey)
    if (earlier) return earlier
    const [row] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id })
    // A concurrent twin won the race on the unique key: answer with its lead.
    if (!row)
      return (
        (await leadByIdempotencyKey(tx, lead.idempotencyKey)) ??
        Promise.reject(new Error('Lead insert returned no row'))
      )
    await tx.insert(outboxMessages).values({ kind: LEAD_NOTIFICATION, payload: { leadId: row.id } })
    return row.id
  })
}
