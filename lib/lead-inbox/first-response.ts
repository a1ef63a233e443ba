import { sql } from 'drizzle-orm'
import { leadEvents } from '@/lib/db/schema'
import { CONVERSATION_OUTCOMES } from './contact-outcomes'

/**
 * Speed to lead, one definition everywhere (the lead page, the report, the dashboard): the
 * minutes from the lead's arrival to its first response (its first conversation, see
 * recordContact). Null while it has none. Shown through durationParts, the one rounding. The
 * daily figures time it the same way in SQL (masar_lead_response_parts, in the migrations).
 */
export function firstResponseMinutes(lead: {
  createdAt: Date
  firstResponseAt: Date | null
}): number | null {
  if (!lead.firstResponseAt) return null
  return (lead.firstResponseAt.getTime() - lead.createdAt.getTime()) / 60_000
}

const conversations = sql.join(
  CONVERSATION_OUTCOMES.map((outcome) => sql`${outcome}`),
  sql`, `,
)

/**
 * A lead's first response read again from its timeline, as recordContact stamps it: its
 * earliest conversation, at the time of the attempt it was logged on (an unmerge moves lines).
 */
export const firstResponseFromTimeline = (leadId: string) => sql<Date | null>`(
  select min(coalesce(attempt.created_at, outcome.created_at))
  from ${leadEvents} outcome
  left join ${leadEvents} attempt
    on attempt.id::text = outcome.data->>'attemptId' and attempt.lead_id = outcome.lead_id
  where outcome.lead_id = ${leadId} and outcome.type = 'outcome'
    and outcome.data->>'outcome' in (${conversations}))`
