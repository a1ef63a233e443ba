import type { LeadStatus } from '@/lib/enums/lead-statuses'

/** The stages a lead moves through in order; Lost can end it at any point. */
export const PIPELINE = ['new', 'contacted', 'qualified', 'viewing', 'won'] as const

/** The stages a Google Ads conversion can be reported for. */
export const CONVERSION_STAGES = ['contacted', 'qualified', 'viewing', 'won'] as const
export type ConversionStage = (typeof CONVERSION_STAGES)[number]

/** The lead column that says when it reached each stage. */
export const STAGE_COLUMN = {
  contacted: 'contactedAt',
  qualified: 'qualifiedAt',
  viewing: 'viewingBookedAt',
  won: 'wonAt',
} as const satisfies Record<ConversionStage, string>

export type StageTimes = {
  contactedAt: Date | null
  qualifiedAt: Date | null
  viewingBookedAt: Date | null
  wonAt: Date | null
  lostAt: Date | null
}

/**
 * The stage times after moving to `next`: each stage up to it is reached now unless it was
 * already; stages past it are undone (a move back corrects a mistake, so they no longer count
 * as reached). Lost keeps the stages reached so far and stamps lostAt; a Won undone is cleared.
 */
export function stageTimesAfter(current: StageTimes, next: LeadStatus, now: Date): StageTimes {
  const times: StageTimes = {
    contactedAt: current.contactedAt,
    qualifiedAt: current.qualifiedAt,
    viewingBookedAt: current.viewingBookedAt,
    wonAt: current.wonAt,
    lostAt: null,
  }
  if (next === 'lost') return { ...times, wonAt: null, lostAt: now }
  const rank = PIPELINE.indexOf(next)
  for (const stage of CONVERSION_STAGES) {
    const column = STAGE_COLUMN[stage]
    times[column] = PIPELINE.indexOf(stage) <= rank ? (current[column] ?? now) : null
  }
  return times
}
