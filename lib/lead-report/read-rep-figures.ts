import 'server-only'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { staffNameIn } from '@/lib/db/record-names'
import type { Locale } from '@/lib/i18n/locales'
import type { ReportRange } from './report-range'
import {
  readPendingTargets,
  readRangeFigures,
  readResponsePercentiles,
  speedOf,
  stagesOf,
  type SpeedFigures,
  type StageFigures,
} from './report-sql'

/** The reps listed at most (a team is a few people; the cap keeps the page bounded). */
const MAX_REPS = 100

export type RepFigures = SpeedFigures &
  StageFigures & {
    /** Null: the leads nobody has (never assigned, or their rep's account removed). */
    assigneeId: string | null
    name: string | null
  }

/**
 * Speed and funnel per assignee, the busiest first: the range's daily figures per assignee,
 * named from the accounts, percentiles from the daily histograms beside them.
 */
export async function readRepFigures(
  range: ReportRange,
  now: Date,
  locale: Locale = 'en',
): Promise<RepFigures[]> {
  const [named, groups, pending, percentiles] = await Promise.all([
    db()
      .select({ id: users.id, name: staffNameIn(locale, users) })
      .from(users),
    readRangeFigures(range, 'rep'),
    readPendingTargets(range, now),
    readResponsePercentiles(range, 'rep'),
  ])
  const names = new Map(named.map((user) => [user.id, user.name]))
  const reps = groups.map((group) => {
    // A removed account's leads are nobody's (its leads' assignee is set to null).
    const name = group.key ? (names.get(group.key) ?? null) : null
    return {
      assigneeId: name === null ? null : group.key,
      name,
      ...speedOf(group, pending.ofRep(group.key)),
      ...stagesOf(group),
      ...percentiles(group.key),
    }
  })
  return reps
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name)) ||
        String(a.assigneeId).localeCompare(String(b.assigneeId)),
    )
    .slice(0, MAX_REPS)
}
