import 'server-only'
import { randomUUID } from 'node:crypto'
import { eq, sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import type { LeadChange } from '@/lib/lead-live/lead-change'
import { newLeadNotice } from '@/lib/lead-live/new-lead-notice'
import { addBusinessMinutes } from '@/lib/lead-chase/business-hours'
import { assignNewLeads } from '@/lib/lead-routing/assign-new-leads'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { createBatcher } from '@/lib/server/batcher'
import { getIntakeSettings } from '@/lib/settings/get-intake-settings'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'

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
  const { routing, leads: targets } = await getIntakeSettings()
  // The first response is due a target's worth of business hours from now.
  const responseDueAt = addBusinessMinutes(new Date(), targets.responseTargetMinutes, targets)
  // Ids chosen here say which row is whose once the insert has skipped idempotent repeats.
  const rows = batch.map((lead) => ({ ...lead, id: lead.id ?? randomUUID(), responseDueAt }))
  const insertLeads = db()
    .insert(leads)
    .values(rows)
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id })
  const stored = routing.autoAssign
    ? await db().transaction((tx) => storeAssigned(tx, rows, insertLeads.getSQL(), routing))
    : await storeUnassigned(insertLeads.getSQL())
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

/** The ids a statement's `lead_id` column returned. Both drivers answer execute() with { rows }. */
const leadIds = (result: unknown) =>
  new Set((result as { rows: { lead_id: string }[] }).rows.map((row) => row.lead_id))

/** One statement (atomic): the leads, their sales mails and the live inbox's notices. */
async function storeUnassigned(insertLeads: SQL): Promise<Set<string>> {
  return leadIds(
    await db().execute(sql`
      with inserted as (${insertLeads}),
      mailed as (
        insert into ${outboxMessages} (kind, payload, subject_id)
        select ${MAIL_KINDS.leadNotification}, jsonb_build_object('leadId', inserted.id), inserted.id
        from inserted
        returning subject_id
      )
      select subject_id as lead_id, ${newLeadNotice(sql`subject_id`)} from mailed`),
  )
}

/** The same, and each stored lead given its rep in submission order, in one transaction. */
async function storeAssigned(
  tx: Tx,
  rows: (NewLead & { id: string })[],
  insertLeads: SQL,
  routing: LeadRouting,
): Promise<Set<string>> {
  const inserted = leadIds(
    await tx.execute(sql`
      with inserted as (${insertLeads})
      insert into ${outboxMessages} (kind, payload, subject_id)
      select ${MAIL_KINDS.leadNotification}, jsonb_build_object('leadId', inserted.id), inserted.id
      from inserted
      returning subject_id as lead_id`),
  )
  const stored = rows.filter((row) => inserted.has(row.id))
  const reps = await assignNewLeads(
    tx,
    stored.map((row) => ({
      id: row.id,
      projectId: row.projectId ?? null,
      mobileLocal: row.mobileLocal ?? null,
    })),
    routing,
  )
  const [first, ...more] = stored.map((row): LeadChange => ({
    leadId: row.id,
    kind: 'new',
    assigneeId: reps.get(row.id)?.id ?? null,
  }))
  if (first) await announceLeadChange(tx, first, ...more)
  return inserted
}
