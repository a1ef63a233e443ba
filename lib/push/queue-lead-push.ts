import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import { readIntakeSettings } from '@/lib/settings/read-intake-settings'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'

export type LeadPush = {
  leadId: string
  /** Whom the lead was just given to; null: nobody has it, so its rotation hears of it. */
  assigneeId: string | null
  /** Picks the rotation of a lead nobody has: its project's team, else the main one. */
  projectId: string | null
}

const rotationOf = (routing: LeadRouting, projectId: string | null): readonly string[] => {
  const team = projectId ? routing.projectReps[projectId] : undefined
  return team?.length ? team : routing.reps
}

/**
 * Queues "New lead" pushes in the caller's transaction (the change they announce): to the
 * assignee, or, for a lead nobody has, to every active member of its rotation (Settings ›
 * Leads: the project's team, else the main rotation; away staff left out). Only people with a
 * device and pushes not turned off get a row: one per lead and person, ids only; the text is
 * written when it is sent. `routing` saves a read where the caller has it.
 */
export async function queueLeadPush(
  q: Queryable,
  pushes: readonly LeadPush[],
  routing?: LeadRouting,
): Promise<void> {
  const rotation = pushes.some((push) => !push.assigneeId)
    ? (routing ?? (await readIntakeSettings(q)).routing)
    : null
  const rows = pushes.flatMap((push) =>
    push.assigneeId
      ? [sql`(${push.leadId}::uuid, ${push.assigneeId}::text, false)`]
      : rotationOf(rotation!, push.projectId).map(
          (userId) => sql`(${push.leadId}::uuid, ${userId}::text, true)`,
        ),
  )
  if (!rows.length) return
  await q.execute(pushInsert(sql`values ${sql.join(rows, sql`, `)}`))
}

/**
 * The insert behind queueLeadPush, from any rows of (lead_id, user_id, rotation): a statement
 * of its own, or a part of the statement that stores the leads (one statement fewer per
 * group of leads, on the thread they share with every request when the database is embedded).
 * Who wants a push is a function (migration routing_functions): its plan is kept.
 */
export const pushInsert = (pairs: SQL) => sql`
    insert into push_messages (lead_id, user_id)
    select distinct v.lead_id, v.user_id
    from (${pairs}) as v(lead_id, user_id, rotation)
    where masar_push_wanted(v.user_id, v.rotation)`
