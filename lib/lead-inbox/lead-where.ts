import 'server-only'
import { and, eq, gt, gte, isNull, like, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '@/lib/validation/paging'
import { leads } from '@/lib/db/schema'
import { cairoDayStart, fromCairoWallTime } from '@/lib/i18n/business-time'
import { foldSearchText, phoneSearchDigits, tooShortForNames } from '@/lib/validation/search-text'
import type { LeadFilters } from './lead-filters'
import { scopeCondition, type LeadScope } from './lead-scope'

/**
 * The leads a view shows, within the viewer's scope (a sales rep's own; lead-scope.ts). The
 * status tab is left out on request (the tabs' counts are for every status under the other
 * filters). `viewerId` is who "mine" means.
 */
export function leadWhere(
  filters: LeadFilters,
  viewerId: string,
  {
    withStatus = true,
    now = new Date(),
    scope,
  }: { withStatus?: boolean; now?: Date; scope: LeadScope },
): SQL | undefined {
  const from = filters.from ? fromCairoWallTime(filters.from) : null
  const to = filters.to ? fromCairoWallTime(filters.to) : null
  return and(
    scopeCondition(scope),
    withStatus && filters.status ? eq(leads.status, filters.status) : undefined,
    filters.project ? eq(leads.projectId, filters.project) : undefined,
    filters.form ? eq(leads.source, filters.form) : undefined,
    from ? gte(leads.createdAt, from) : undefined,
    // Days are inclusive: up to the start of the next Cairo day.
    to ? lt(leads.createdAt, cairoDayStart(to, 1)) : undefined,
    filters.lang ? eq(leads.locale, filters.lang) : undefined,
    assigneeCondition(filters.assignee, viewerId),
    filters.clickId ? eq(leads.hasClickId, true) : undefined,
    filters.utmSource ? eq(leads.utmSource, filters.utmSource) : undefined,
    searchCondition(filters.q),
    dueCondition(filters.due, now),
  )
}

/**
 * How far back a late first response still counts as late (on top of the inbox, in Overdue):
 * a New lead left unanswered for longer is a cold lead in the New tab, not a speed-to-lead
 * matter, and a backlog of them never buries today's.
 */
export const LATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

/** A New lead whose first response is past its target, lately (leads_awaiting_response_idx). */
export const awaitingResponseLate = (now: Date) =>
  and(
    eq(leads.status, 'new'),
    isNull(leads.firstResponseAt),
    lte(leads.responseDueAt, now),
    gt(leads.responseDueAt, new Date(now.getTime() - LATE_WINDOW_MS)),
  )!

/** An open lead's next action, before `until` (leads_next_action_idx). */
export const openNextActionBefore = (until: Date) =>
  and(notInArray(leads.status, ['won', 'lost']), lt(leads.nextActionAt, until))!

function dueCondition(due: LeadFilters['due'], now: Date) {
  if (due === 'today')
    return and(
      notInArray(leads.status, ['won', 'lost']),
      gte(leads.nextActionAt, cairoDayStart(now)),
      lt(leads.nextActionAt, cairoDayStart(now, 1)),
    )
  if (due === 'overdue') return or(openNextActionBefore(now), awaitingResponseLate(now))
  return undefined
}

function assigneeCondition(assignee: string | null, viewerId: string) {
  if (!assignee) return undefined
  if (assignee === 'unassigned') return isNull(leads.assigneeId)
  return eq(leads.assigneeId, assignee === 'mine' ? viewerId : assignee)
}

/** A whole e-mail address, as pasted from a mail or a sheet. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A number typed any way matches the digits; a whole e-mail address the address (an exact
 * index lookup: its common trigrams, such as the domain's, would make the trigram index slow);
 * anything else part of the name or e-mail, or a whole Google Ads click id or campaign name
 * as pasted from Google Ads (exact, each indexed; the campaign in any case).
 */
function searchCondition(q: string) {
  const search = q.trim()
  if (!search) return undefined
  const digits = phoneSearchDigits(search)
  if (digits) return like(leads.searchText, containsPattern(digits))
  if (EMAIL.test(search)) return eq(sql`lower(${leads.email})`, search.toLowerCase())
  // One or two letters find no name (the inbox says why): only a whole click id or campaign.
  if (tooShortForNames(search))
    return or(eq(leads.gclid, search), eq(sql`lower(${leads.utmCampaign})`, search.toLowerCase()))
  return or(
    like(leads.searchText, containsPattern(foldSearchText(search))),
    eq(leads.gclid, search),
    eq(sql`lower(${leads.utmCampaign})`, search.toLowerCase()),
  )
}
