import 'server-only'
import { sql } from 'drizzle-orm'
import { LEAD_ROLES } from '@/lib/auth/permissions'
import type { Tx } from '@/lib/db/types'

export type Rep = { id: string; name: string }

/** The roles that take leads, as an SQL array (built once: every group of leads passes it). */
export const leadRoles = sql`array[${sql.join(
  LEAD_ROLES.map((role) => sql`${role}`),
  sql`, `,
)}]::text[]`

/**
 * Who can take leads now (id, name): active, not away, and signed up (a pending invitation
 * takes none), in a lead role. A function, so its plan is kept (migration routing_functions).
 */
export const eligibleStaff = sql`select id, name from masar_lead_staff(${leadRoles})`

/** Where a round-robin stands ('all', or a project's team): its row is locked until commit. */
export type Rotation = { pool: string; last: string | null; turns: number }

/** What picking reps needs: the locked rotations, who can take leads, each person's rep. */
export type RoutingState = {
  rotations: Map<string, Rotation>
  staff: Map<string, Rep>
  repOf: Map<string, string>
  /** The idempotency keys among the group's that a stored lead already has. */
  taken: Set<string>
}

type Row = {
  kind: 'rotation' | 'staff' | 'mobile' | 'key'
  key: string
  value: string | null
  turns: string | number | null
}

/**
 * One statement: locks these rotations (created on first use, in one order so concurrent
 * groups cannot deadlock) and reads the staff who can take leads now (active, not away, and
 * signed up: a pending invitation takes none), per mobile the rep of the person's latest
 * assigned lead, and which of the group's idempotency keys are stored already. The reads see
 * the database as the statement began; a rep who goes away while it waits for a lock may still
 * get a lead, and a first submission committed meanwhile is caught by the insert (the caller
 * then starts over: see storeAssigned).
 */
export async function readRoutingState(
  tx: Tx,
  pools: string[],
  mobiles: string[],
  newLeadIds: string[],
  keys: string[] = [],
): Promise<RoutingState> {
  const sorted = [...new Set(pools)].sort()
  const rotations = sorted.length
    ? sql`insert into lead_rotations (pool)
        select pool from (values ${sql.join(
          sorted.map((pool) => sql`(${pool}::varchar)`),
          sql`, `,
        )}) as v(pool) order by pool
        on conflict (pool) do update set pool = excluded.pool
        returning pool, last_assignee_id, turns`
    : sql`select null::varchar as pool, null::text as last_assignee_id, 0::bigint as turns where false`
  const repOf = mobiles.length
    ? sql`select distinct on (mobile_local) mobile_local, assignee_id from leads
        where mobile_local in (${sql.join(mobiles, sql`, `)})
          and assignee_id is not null
          and id not in (${sql.join(newLeadIds, sql`, `)})
        order by mobile_local, created_at desc`
    : sql`select null::text as mobile_local, null::text as assignee_id where false`
  const taken = keys.length
    ? sql`union all
    select 'key', idempotency_key, null, null from leads
      where idempotency_key in (${sql.join(keys, sql`, `)})`
    : sql``
  const result = (await tx.execute(sql`
    with locked as (${rotations}),
    rep_of as (${repOf})
    select 'rotation' as kind, pool as key, last_assignee_id as value, turns from locked
    union all
    select 'staff', id, name, null from (${eligibleStaff}) as staff
    union all
    select 'mobile', mobile_local, assignee_id, null from rep_of
    ${taken}`)) as unknown as { rows: Row[] }
  const state: RoutingState = {
    rotations: new Map(),
    staff: new Map(),
    repOf: new Map(),
    taken: new Set(),
  }
  for (const row of result.rows) {
    if (row.kind === 'rotation')
      state.rotations.set(row.key, { pool: row.key, last: row.value, turns: Number(row.turns) })
    else if (row.kind === 'staff') state.staff.set(row.key, { id: row.key, name: row.value ?? '' })
    else if (row.kind === 'key') state.taken.add(row.key)
    else if (row.value) state.repOf.set(row.key, row.value)
  }
  return state
}
