import 'server-only'
import { randomUUID } from 'node:crypto'
import { eq, sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadEvents, leadRotations, leads, outboxMessages } from '@/lib/db/schema'
import { newLeadNotice } from '@/lib/lead-live/new-lead-notice'
import { addBusinessMinutes } from '@/lib/lead-chase/business-hours'
import { assignmentEventData, pickReps, readStateFor } from '@/lib/lead-routing/choose-reps'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueLeadPush } from '@/lib/push/queue-lead-push'
import { createBatcher } from '@/lib/server/batcher'
import { reEnquiryOf } from './re-enquiry-of'
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

const storeInBatch = createBatcher(
  async (batch: NewLead[]): Promise<string[]> => {
    const { routing, leads: targets } = await getIntakeSettings()
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
      ? await storeAssignedAgain(rows, routing)
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
  2,
)

/** A retry's first submission was committed while the group waited: start the group over. */
class RetryRaced extends Error {}

/**
 * storeAssigned in a transaction, started over (rolled back, its turns with it) when a retry
 * raced its first submission; the next attempt sees that submission and gives it no turn.
 */
async function storeAssignedAgain(rows: (NewLead & { id: string })[], routing: LeadRouting) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().transaction((tx) => storeAssigned(tx, rows, routing))
    } catch (error) {
      if (!(error instanceof RetryRaced) || attempt === 3) throw error
    }
  }
}

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
    await queueLeadPush(tx, pushesFor(rows, stored, new Map()), routing)
    return stored
  })
}

/** The stored leads' pushes: to each one's rep, or to its rotation when nobody has it. */
const pushesFor = (
  rows: (NewLead & { id: string })[],
  stored: Set<string>,
  repOf: Map<string, string>,
) =>
  rows
    .filter((row) => stored.has(row.id))
    .map((row) => ({
      leadId: row.id,
      assigneeId: repOf.get(row.id) ?? null,
      projectId: row.projectId ?? null,
    }))

/**
 * The same, each lead given its rep in submission order, in one transaction of two
 * statements: the rotations locked (with the staff, the returning persons and the retries
 * already stored read), then every lead inserted with its rep, its sales mail, its timeline
 * line and its rep's mail, and the rotations moved on (each lead row written once). Two
 * statements, so the rotations' locks are held for as short a time as possible.
 */
async function storeAssigned(
  tx: Tx,
  rows: (NewLead & { id: string })[],
  routing: LeadRouting,
  now = new Date(),
): Promise<Set<string>> {
  const toRoute = (row: NewLead & { id: string }) => ({
    id: row.id,
    projectId: row.projectId ?? null,
    mobileLocal: row.mobileLocal ?? null,
  })
  const keys = rows.flatMap((row) => (row.idempotencyKey ? [row.idempotencyKey] : []))
  // One statement locks the rotations and reads the staff, returning persons and retries.
  const state = await readStateFor(tx, rows.map(toRoute), routing, keys)
  const fresh = notYetStored(rows, state.taken)
  if (!fresh.length) return new Set() // retries only: each is answered with its first lead
  const { assignments, moved } = pickReps(fresh.map(toRoute), routing, state)
  const byLead = new Map(assignments.map((assignment) => [assignment.leadId, assignment]))
  const insertLeads = tx
    .insert(leads)
    .values(
      // Received at the instant of its assignment line, so the timeline reads them in order.
      fresh.map((row) => ({
        ...withReEnquiry(row),
        createdAt: now,
        assigneeId: byLead.get(row.id)?.rep.id ?? null,
        assignedAt: byLead.has(row.id) ? now : null,
      })),
    )
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id, assigneeId: leads.assigneeId })
  const events = assignments.length
    ? sql.join(
        assignments.map(
          (assignment) =>
            sql`(${assignment.leadId}::uuid, ${JSON.stringify(assignmentEventData(assignment))}::jsonb)`,
        ),
        sql`, `,
      )
    : null
  const result = (await tx.execute(sql`
    with inserted as (${insertLeads.getSQL()}),
    notified as (
      insert into ${outboxMessages} (kind, payload, subject_id)
      select ${MAIL_KINDS.leadNotification}, jsonb_build_object('leadId', id), id from inserted
    ),
    told as (
      insert into ${outboxMessages} (kind, payload, subject_id)
      select ${MAIL_KINDS.leadAssignment},
        jsonb_build_object('leadId', id, 'assigneeId', assignee_id, 'assignedBy', null), id
      from inserted where assignee_id is not null
    )${
      moved.length
        ? sql`,
    rotated as (
      update ${leadRotations} set last_assignee_id = v.last, turns = v.turns,
        updated_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(
        moved.map((r) => sql`(${r.pool}::varchar, ${r.last}::text, ${r.turns}::bigint)`),
        sql`, `,
      )}) as v(pool, last, turns)
      where ${leadRotations}.pool = v.pool
    )`
        : sql``
    }${
      events
        ? sql`,
    timeline as (
      insert into ${leadEvents} (lead_id, type, data, created_at)
      select inserted.id, 'assignment', v.data, ${now.toISOString()}::timestamptz
      from inserted join (values ${events}) as v(id, data) on v.id = inserted.id
    )`
        : sql``
    }
    select id as lead_id, ${newLeadNotice(sql`id`, sql`assignee_id`)} from inserted`)) as unknown as {
    rows: { lead_id: string }[]
  }
  const stored = new Set(result.rows.map((row) => row.lead_id))
  // The insert skipped a retry whose first submission was committed after the state was read
  // (while this group waited for the locks): its turn would be lost. Roll back and go again.
  if (stored.size < fresh.length) throw new RetryRaced()
  const repOf = new Map(assignments.map(({ leadId, rep }) => [leadId, rep.id]))
  await queueLeadPush(tx, pushesFor(fresh, stored, repOf), routing)
  return stored
}

/** A row as inserted: linked to the person's Won or Lost lead, if that is their latest. */
const withReEnquiry = <T extends NewLead>(row: T) => ({
  ...row,
  reEnquiryOf: reEnquiryOf(row.mobileLocal),
})

/** The rows whose idempotency key no stored lead (nor an earlier row of the group) has. */
function notYetStored(rows: (NewLead & { id: string })[], stored: Set<string>) {
  const taken = new Set(stored)
  return rows.filter((row) => {
    if (!row.idempotencyKey) return true
    if (taken.has(row.idempotencyKey)) return false
    taken.add(row.idempotencyKey)
    return true
  })
}
