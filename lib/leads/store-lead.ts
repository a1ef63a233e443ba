import 'server-only'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import { assignNewLead } from '@/lib/lead-routing/assign-new-lead'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { createBatcher } from '@/lib/server/batcher'
import { getLeadRouting } from '@/lib/settings/get-lead-routing'

export type NewLead = typeof leads.$inferInsert

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/** The lead an earlier submission with the same idempotency key stored, if any. */
export async function leadByIdempotencyKey(tx: Tx | ReturnType<typeof db>, key?: string | null) {
  if (!key) return null
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, key))
    .limit(1)
  return row?.id ?? null
}

/**
 * Stores a lead, its "notify sales" message and its rep (automatic assignment) in one
 * transaction: either all of it exists or none does. Leads submitted at the same moment are
 * written together (group commit), because lead bursts (an ad campaign going live) are the
 * moment that matters. A repeated submission (same idempotency key) inserts nothing and gets
 * the first lead's id.
 */
export function storeLead(lead: NewLead): Promise<string> {
  return storeInBatch(lead)
}

const storeInBatch = createBatcher(async (batch: NewLead[]): Promise<string[]> => {
  // Ids chosen here say which row is whose once the insert has skipped idempotent repeats.
  const rows = batch.map((lead) => ({ ...lead, id: lead.id ?? randomUUID() }))
  const insertLeads = db()
    .insert(leads)
    .values(rows)
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id })
  const stored = await db().transaction(async (tx) => {
    // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
    const result = (await tx.execute(sql`
      with inserted as (${insertLeads.getSQL()})
      insert into ${outboxMessages} (kind, payload, subject_id)
      select ${MAIL_KINDS.leadNotification}, jsonb_build_object('leadId', inserted.id), inserted.id
      from inserted
      returning payload->>'leadId' as lead_id`)) as { rows: { lead_id: string }[] }
    const inserted = new Set(result.rows.map((row) => row.lead_id))
    const routing = await getLeadRouting(tx)
    // In submission order, so the rotation hands out turns as the leads arrived.
    for (const row of rows.filter((candidate) => inserted.has(candidate.id))) {
      const lead = { id: row.id, projectId: row.projectId ?? null }
      const rep = await assignNewLead(
        tx,
        { ...lead, mobileLocal: row.mobileLocal ?? null },
        routing,
      )
      await announceLeadChange(tx, { leadId: row.id, kind: 'new', assigneeId: rep?.id ?? null })
    }
    return inserted
  })
  return Promise.all(
    rows.map(async (row) => {
      if (stored.has(row.id)) return row.id
      // Not inserted: the idempotency key is taken by the first submission.
      const earlier = await leadByIdempotencyKey(db(), row.idempotencyKey)
      if (!earlier) throw new Error('Lead insert stored no row')
      return earlier
    }),
  )
})
