import { sql } from 'drizzle-orm'
import { leads } from '@/lib/db/schema'

/**
 * Speed to lead, one definition everywhere (the lead page, the report, the dashboard): the
 * minutes from the lead's arrival to its first response (its first conversation, see
 * recordContact). Null while it has none. Shown through durationParts, the one rounding.
 */
export function firstResponseMinutes(lead: {
  createdAt: Date
  firstResponseAt: Date | null
}): number | null {
  if (!lead.firstResponseAt) return null
  return (lead.firstResponseAt.getTime() - lead.createdAt.getTime()) / 60_000
}

/** firstResponseMinutes in SQL, for percentiles over many leads (null while unanswered). */
export const firstResponseMinutesSql = sql<
  number | null
>`extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt}) / 60`
