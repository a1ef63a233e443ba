import 'server-only'
import { randomUUID } from 'node:crypto'
import { eq, sql, type SQL } from 'drizzle-orm'
import { db, getConnection } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'
import { newLeadNotice } from '@/lib/lead-live/new-lead-notice'
import { addBusinessMinutes } from '@/lib/lead-chase/business-hours'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueLeadPush } from '@/lib/push/queue-lead-push'
import { createBatcher } from '@/lib/server/batcher'
import { leadsComing } from './leads-coming'
import { withReEnquiry } from './re-enquiry-of'
import { rotationPushes, storeAssignedLeads } from './store-assigned-leads'
import { readIntakeSettings } from '@/lib/settings/read-intake-settings'
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

const storeInBatch = createBatcher(
  async (batch: NewLead[]): Promise<string[]> => {
    const { routing, leads: targets } = await readIntakeSettings()
    // The first response is due a target's worth of business hours from now.
    const responseDueAt = addBusinessMinutes(new Date(), targets.responseTargetMinutes, targets)
    // Ids chosen here say which row is whose once the insert has skipped idempotent repeats.
    const rows = batch.map((lead) => ({ ...lead, id: lead.id ?? randomUUID(), responseDueAt }))
    const insertLeads = db()
      .insert(leads)
      .values(rows.map(withReEnquiry))
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id })
    const stored = routing.autoAssign
      ? await storeAssignedLeads(rows, routing)
      : inRotation(routing)
        ? await storeUnassigned(insertLeads.getSQL(), rows, routing)
        : leadIds(await db().execute(storeStatement(insertLeads.getSQL())))
    return Promise.all(
      rows.map(async (row) => {
        if (stored.has(row.id)) return row.id
        // Not inserted: the idempotency key is taken by the first submission.
        const earlier = await leadByIdempotencyKey(db(), row.idempotencyKey)
        if (!earlier) throw new Error('Lead insert stored no row')
        return earlier
      }),
    )
  },
  200,
  // The embedded database runs one statement at a time: a second batch in flight would only
  // wait for the first, and be smaller (more commits) for it.
  () => (getConnection().kind === 'pglite' ? 1 : 2),
  // Under a burst, submissions already being handled join the group (a group costs about as
  // much to write as one lead: routing checks, planning); 20 ms at most.
  { coming: leadsComing, maxMs: 20 },
)

/** The ids a statement's `lead_id` column returned. Both drivers answer execute() with { rows }. */
const leadIds = (result: unknown) =>
  new Set((result as { rows: { lead_id: string }[] }).rows.map((row) => row.lead_id))

/** One statement (atomic): the leads, their sales mails and the live inbox's notices. */
const storeStatement = (insertLeads: SQL) => sql`
  with inserted as (${insertLeads}),
  mailed as (
    insert into ${outboxMessages} (kind, payload, subject_id)
    select ${MAIL_KINDS.leadNotification}, jsonb_build_object('leadId', inserted.id), inserted.id
    from inserted
    returning subject_id
  )
  select subject_id as lead_id, ${newLeadNotice(sql`subject_id`)} from mailed`

/** Whether anyone is in a rotation, to be told of a lead nobody has (Settings › Leads). */
const inRotation = (routing: LeadRouting) =>
  routing.reps.length > 0 || Object.values(routing.projectReps).some((team) => team.length > 0)

/**
 * The statement above, then, in the same transaction, the pushes to the leads' rotations
 * (nobody has them). Without anyone in a rotation the statement runs alone.
 */
async function storeUnassigned(
  insertLeads: SQL,
  rows: (NewLead & { id: string })[],
  routing: LeadRouting,
): Promise<Set<string>> {
  return db().transaction(async (tx) => {
    const stored = leadIds(await tx.execute(storeStatement(insertLeads)))
    await queueLeadPush(tx, rotationPushes(rows, stored), routing)
    return stored
  })
}
