import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import type { Queryable, Tx } from '@/lib/db/types'
import { leadEvents, leadRotations, leads, outboxMessages } from '@/lib/db/schema'
import { newLeadNotice } from '@/lib/lead-live/new-lead-notice'
import {
  assignmentEventData,
  pickReps,
  poolOf,
  readStateFor,
  type Assignment,
} from '@/lib/lead-routing/choose-reps'
import { leadRoles, type Rotation } from '@/lib/lead-routing/read-routing-state'
import {
  forgetRouting,
  rememberedRouting,
  rememberRouting,
  staffAsRemembered,
  type RoutingMemo,
} from '@/lib/lead-routing/routing-memo'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { pushInsert, queueLeadPush } from '@/lib/push/queue-lead-push'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { withReEnquiry } from './re-enquiry-of'

type Row = typeof leads.$inferInsert & { id: string }

/**
 * Stores a group of leads with automatic assignment on, each given its rep in submission
 * order: at once (one statement, from the routing this process remembers) when that still
 * holds, else in a transaction that reads and locks the routing first. Returns the ids stored.
 */
export async function storeAssignedLeads(rows: Row[], routing: LeadRouting) {
  return (await storeAtOnce(rows, routing)) ?? storeAssignedAgain(rows, routing)
}

/** The pushes of stored leads nobody has: to each one's rotation. */
export const rotationPushes = (rows: Row[], stored: Set<string>) =>
  rows
    .filter((row) => stored.has(row.id))
    .map((row) => ({ leadId: row.id, assigneeId: null, projectId: row.projectId ?? null }))

const toRoute = (row: Row) => ({
  id: row.id,
  projectId: row.projectId ?? null,
  mobileLocal: row.mobileLocal ?? null,
})

/** The check that makes a remembered routing safe to write from (see storeAtOnce). */
type Remembered = { memo: RoutingMemo; before: Map<string, Rotation>; rows: Row[] }

/**
 * The common case in one statement instead of four (begin, read and lock, write, commit: on
 * the embedded database each one waits its turn on the thread every request shares). Picks
 * reps from the remembered routing; the statement checks, as it writes, that each rotation it
 * moves is where it was remembered (and moves it only then), the same staff can take leads,
 * no lead of the group is a returning person's or a retry's, and stops whole otherwise
 * (masar_routing_holds). Null: not tried or stopped; the caller routes from the database.
 */
async function storeAtOnce(rows: Row[], routing: LeadRouting): Promise<Set<string> | null> {
  const memo = rememberedRouting()
  const fresh = notYetStored(rows, new Set())
  if (!memo || fresh.length < rows.length) return null
  const pools = new Set(fresh.map((row) => poolOf(routing, row.projectId ?? null)))
  if ([...pools].some((pool) => !memo.rotations.has(pool))) return null
  const before = new Map([...memo.rotations].map(([pool, rotation]) => [pool, { ...rotation }]))
  const state = { ...memo, repOf: new Map<string, string>(), taken: new Set<string>() }
  const { assignments, moved } = pickReps(fresh.map(toRoute), routing, state)
  // A lead nobody can take is told to its rotation: the transaction does that.
  if (assignments.length < fresh.length) return null
  try {
    const result = await db().execute(
      assignedStatement(db(), fresh, assignments, moved, new Date(), { memo, before, rows }),
    )
    rememberRouting(moved)
    return leadIds(result)
  } catch (error) {
    if (!refusedAsStale(error)) throw error
    forgetRouting()
    return null
  }
}

/** The statement stopped by its check, or by a retry's first submission stored meanwhile. */
const refusedAsStale = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).code
  const causeCode = (error as { cause?: { code?: string } }).cause?.code
  return [code, causeCode].some((each) => each === 'MA001' || each === '23505')
}

/** A retry's first submission was committed while the group waited: start the group over. */
class RetryRaced extends Error {}

/**
 * storeAssigned in a transaction, started over (rolled back, its turns with it) when a retry
 * raced its first submission; the next attempt sees that submission and gives it no turn.
 */
async function storeAssignedAgain(rows: Row[], routing: LeadRouting) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stored, remember } = await db().transaction((tx) => storeAssigned(tx, rows, routing))
      remember()
      return stored
    } catch (error) {
      if (!(error instanceof RetryRaced) || attempt === 3) throw error
    }
  }
}

/**
 * In one transaction of two statements: the rotations locked (with the staff, the returning
 * persons and the retries already stored read), then every lead inserted with its rep, its
 * sales mail, its timeline line, its rep's mail and push, and the rotations moved on (each
 * lead row written once). Two statements, so the rotations' locks are held for as short a
 * time as possible. `remember`, once committed, keeps the routing for storeAtOnce.
 */
async function storeAssigned(tx: Tx, rows: Row[], routing: LeadRouting, now = new Date()) {
  const keys = rows.flatMap((row) => (row.idempotencyKey ? [row.idempotencyKey] : []))
  // One statement locks the rotations and reads the staff, returning persons and retries.
  const state = await readStateFor(tx, rows.map(toRoute), routing, keys)
  const remember = () => rememberRouting(state.rotations.values(), state.staff)
  const fresh = notYetStored(rows, state.taken)
  // Retries only: each is answered with its first lead.
  if (!fresh.length) return { stored: new Set<string>(), remember }
  const { assignments, moved } = pickReps(fresh.map(toRoute), routing, state)
  const stored = leadIds(
    await tx.execute(assignedStatement(tx, fresh, assignments, moved, now, null)),
  )
  // The insert skipped a retry whose first submission was committed after the state was read
  // (while this group waited for the locks): its turn would be lost. Roll back and go again.
  if (stored.size < fresh.length) throw new RetryRaced()
  // Leads given a rep had their pushes queued above; one nobody could take tells its rotation.
  const byLead = new Set(assignments.map((assignment) => assignment.leadId))
  const unassigned = fresh.filter((row) => !byLead.has(row.id))
  if (unassigned.length) await queueLeadPush(tx, rotationPushes(unassigned, stored), routing)
  return { stored, remember }
}

/** The ids a statement's `lead_id` column returned. Both drivers answer execute() with { rows }. */
const leadIds = (result: unknown) =>
  new Set((result as { rows: { lead_id: string }[] }).rows.map((row) => row.lead_id))

/**
 * The leads with their reps, sales mails, timeline lines, reps' mails and pushes, and the
 * rotations moved on, as one statement. With `remembered`, each rotation moves only from where
 * it was remembered, and the statement stops whole unless everything remembered still holds.
 */
function assignedStatement(
  q: Queryable,
  fresh: Row[],
  assignments: Assignment[],
  moved: Rotation[],
  now: Date,
  remembered: Remembered | null,
): SQL {
  const byLead = new Map(assignments.map((assignment) => [assignment.leadId, assignment]))
  const values = fresh.map((row) => ({
    ...withReEnquiry(row),
    // Received at the instant of its assignment line, so the timeline reads them in order.
    createdAt: now,
    assigneeId: byLead.get(row.id)?.rep.id ?? null,
    assignedAt: byLead.has(row.id) ? now : null,
  }))
  const insert = q.insert(leads).values(values)
  // Remembered: a retry's first submission stored meanwhile stops the statement (23505).
  const insertLeads = (
    remembered ? insert : insert.onConflictDoNothing({ target: leads.idempotencyKey })
  ).returning({ id: leads.id, assigneeId: leads.assigneeId })
  const at = sql`${now.toISOString()}::timestamptz`
  const events = assignments.length
    ? sql`,
    timeline as (
      insert into ${leadEvents} (lead_id, type, data, created_at)
      select inserted.id, 'assignment', v.data, ${at}
      from inserted join (values ${sql.join(
        assignments.map(
          (assignment) =>
            sql`(${assignment.leadId}::uuid, ${JSON.stringify(assignmentEventData(assignment))}::jsonb)`,
        ),
        sql`, `,
      )}) as v(id, data) on v.id = inserted.id
    )`
    : sql``
  return sql`
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
    ),
    pushed as (${pushInsert(sql`select id, assignee_id, false from inserted where assignee_id is not null`)}),
    rotated as (${rotate(moved, at, remembered)})${events}
    select id as lead_id, ${newLeadNotice(sql`id`, sql`assignee_id`)} from inserted
    ${
      // Its result read, or the planner drops the unread call of a STABLE function.
      remembered
        ? sql`cross join (select ${stillHolds(remembered, moved)} as holds) as checked where checked.holds`
        : sql``
    }`
}

/** The rotations moved on (from where they were remembered, when they were). */
function rotate(moved: Rotation[], at: SQL, remembered: Remembered | null): SQL {
  if (!moved.length) return sql`select null::varchar as pool where false`
  const rows = moved.map((rotation) => {
    const was = remembered?.before.get(rotation.pool)
    return sql`(${rotation.pool}::varchar, ${rotation.last}::text, ${rotation.turns}::bigint,
      ${was?.last ?? null}::text, ${was?.turns ?? null}::bigint)`
  })
  return sql`
    update ${leadRotations} set last_assignee_id = v.last, turns = v.turns, updated_at = ${at}
    from (values ${sql.join(rows, sql`, `)}) as v(pool, last, turns, was_last, was_turns)
    where ${leadRotations}.pool = v.pool${
      remembered
        ? sql` and ${leadRotations}.turns = v.was_turns
      and ${leadRotations}.last_assignee_id is not distinct from v.was_last`
        : sql``
    }
    returning ${leadRotations}.pool`
}

/** Everything storeAtOnce assumed, checked as the statement writes; stops it otherwise. */
function stillHolds({ memo, rows }: Remembered, moved: Rotation[]): SQL {
  const mobiles = rows.flatMap((row) => (row.mobileLocal ? [row.mobileLocal] : []))
  const keys = rows.flatMap((row) => (row.idempotencyKey ? [row.idempotencyKey] : []))
  const none = (list: string[], column: SQL, more = sql``) =>
    list.length
      ? sql`and not exists (select 1 from leads where ${column} in (${sql.join(list, sql`, `)})${more})`
      : sql``
  return sql`masar_routing_holds(
    (select count(*) from rotated) = ${moved.length}
    ${none(mobiles, sql`mobile_local`, sql` and assignee_id is not null`)}
    ${none(keys, sql`idempotency_key`)},
    ${staffAsRemembered(memo)}, ${leadRoles})`
}

/** The rows whose idempotency key no stored lead (nor an earlier row of the group) has. */
function notYetStored(rows: Row[], stored: Set<string>) {
  const taken = new Set(stored)
  return rows.filter((row) => {
    if (!row.idempotencyKey) return true
    if (taken.has(row.idempotencyKey)) return false
    taken.add(row.idempotencyKey)
    return true
  })
}
