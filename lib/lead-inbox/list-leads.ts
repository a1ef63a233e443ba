import 'server-only'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { projectTitleIn, staffNameIn } from '@/lib/db/record-names'
import type { Locale } from '@/lib/i18n/locales'
import { clampPage, PAGE_SIZE, type ListPage } from '@/lib/validation/paging'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import type { LeadSource, LeadStatus } from '@/lib/enums/lead-statuses'
import { answeredBothSteps } from './answered-both-steps'
import { cappedCountSql, readCapped } from './capped-count'
import { countSameMobile } from './count-same-mobile'
import type { LeadFilters } from './lead-filters'
import { leadScopeOf } from './lead-scope'
import { awaitingResponseLate, leadWhere, openNextActionBefore } from './lead-where'

export type LeadRow = {
  id: string
  fullName: string
  email: string
  phone: string | null
  project: string | null
  /** The project's title in the lead's own language (what a message to them names). */
  projectTheirs: string | null
  source: LeadSource
  locale: 'en' | 'ar'
  status: LeadStatus
  assignee: string | null
  assigneeId: string | null
  createdAt: Date
  lastEnquiryAt: Date
  enquiryCount: number
  completed: boolean
  hasClickId: boolean
  utmSource: string | null
  erased: boolean
  /** When the first response is due, and whether it came (the waiting clock). */
  responseDueAt: Date | null
  firstResponseAt: Date | null
  nextActionAt: Date | null
  nextActionNote: string | null
  /** The normalised mobile, and how many leads (this one too) hold it. */
  mobileLocal: string | null
  samePerson: number
  /** A returning person's new lead after a Won or Lost one. */
  reEnquiry: boolean
}

const theirProject = alias(projectTranslations, 'their_project')

const SORT_COLUMNS = {
  received: leads.createdAt,
  name: leads.searchText,
  status: leads.status,
} as const

/** The inbox (spec-style list): one page of a view, its total, newest first by default. */
export async function listLeads({
  viewer,
  filters,
  now = new Date(),
}: {
  viewer: Viewer
  filters: LeadFilters
  now?: Date
}): Promise<ListPage<LeadRow>> {
  requirePermission(viewer, 'leads')
  const viewerId = viewer.userId
  const scope = await leadScopeOf(viewer)
  const where = leadWhere(filters, viewerId, { now, scope })
  const readRows = rowsIn(viewer.locale ?? 'en')
  const [counted] = await db()
    .select({ total: cappedCountSql(where) })
    .from(sql`(select 1) as one`)
  const { total, more } = readCapped(counted?.total ?? 0)
  const shown = clampPage(filters.page, more ? Number.MAX_SAFE_INTEGER : total)
  const rows = !defaultSort(filters)
    ? await readRows(where, [...sortOrder(filters), ...idOrder(filters)], PAGE_SIZE, shown.offset)
    : filters.due === 'today'
      ? await readRows(where, [asc(leads.nextActionAt), asc(leads.id)], PAGE_SIZE, shown.offset)
      : filters.due === 'overdue'
        ? await overdueByDueTime(
            leadWhere({ ...filters, due: null }, viewerId, { now, scope }),
            shown.offset,
            now,
            readRows,
          )
        : await lateThenRest(where, shown.offset, now, readRows)
  const pageCount = more ? Math.ceil(total / PAGE_SIZE) : shown.pageCount
  const same = await countSameMobile(rows.map((row) => row.mobileLocal))
  return {
    rows: rows.map((row) => ({ ...row, samePerson: same.get(row.mobileLocal ?? '') ?? 1 })),
    total,
    more,
    page: shown.page,
    pageCount,
  }
}

/**
 * Unsorted by the person, the inbox (newest first) puts late first responses on top, longest
 * late first; the follow-up views list by when each thing is due.
 */
const defaultSort = (filters: LeadFilters) => filters.sort === 'received' && filters.dir === 'desc'

const sortOrder = (filters: LeadFilters) => {
  const order = filters.dir === 'asc' ? asc : desc
  return [order(SORT_COLUMNS[filters.sort])]
}
const idOrder = (filters: LeadFilters) => {
  const order = filters.dir === 'asc' ? asc : desc
  return [order(leads.createdAt), order(leads.id)]
}

/**
 * One page of [late leads by due time] followed by [the rest, newest first]: index reads only
 * (the late ones through leads_awaiting_response_idx, counted no further than this page needs),
 * never a sort of the whole view.
 */
async function lateThenRest(
  where: SQL | undefined,
  offset: number,
  now: Date,
  readRows: RowsReader,
) {
  const late = and(where, awaitingResponseLate(now))
  const [counted] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${leads} where ${late} limit ${offset + PAGE_SIZE + 1}) as late`)
  const lateTotal = counted?.n ?? 0
  const lateRows =
    offset < lateTotal
      ? await readRows(late, [asc(leads.responseDueAt), asc(leads.id)], PAGE_SIZE, offset)
      : []
  const left = PAGE_SIZE - lateRows.length
  if (left === 0) return lateRows
  const notLate = sql`not coalesce(${awaitingResponseLate(now)}, false)`
  const rest = await readRows(
    and(where, notLate),
    [desc(leads.createdAt), desc(leads.id)],
    left,
    Math.max(0, offset - lateTotal),
  )
  return [...lateRows, ...rest]
}

/**
 * The Overdue view, longest overdue first: next actions past their time (by that time) merged
 * with late first responses (by their due time), each read in its own index's order.
 */
async function overdueByDueTime(
  base: SQL | undefined,
  offset: number,
  now: Date,
  readRows: RowsReader,
) {
  const actionLate = openNextActionBefore(now)
  const [actions, responses] = await Promise.all([
    readRows(
      and(base, actionLate),
      [asc(leads.nextActionAt), asc(leads.id)],
      offset + PAGE_SIZE,
      0,
    ),
    readRows(
      and(base, awaitingResponseLate(now), sql`not coalesce(${actionLate}, false)`),
      [asc(leads.responseDueAt), asc(leads.id)],
      offset + PAGE_SIZE,
      0,
    ),
  ])
  const dueOf = (row: { nextActionAt: Date | null; responseDueAt: Date | null }) =>
    (row.nextActionAt && row.nextActionAt < now ? row.nextActionAt : row.responseDueAt)!.getTime()
  return [...actions, ...responses]
    .sort((a, b) => dueOf(a) - dueOf(b) || a.id.localeCompare(b.id))
    .slice(offset, offset + PAGE_SIZE)
}

type RowsReader = ReturnType<typeof rowsIn>

/** Reads a page of rows, projects and assignees named in the viewer's language. */
const rowsIn =
  (locale: Locale) => (where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) =>
    db()
      .select({
        id: leads.id,
        fullName: leads.fullName,
        email: leads.email,
        phone: sql<string | null>`coalesce(${leads.mobileInternational}, ${leads.phone})`,
        project: projectTitleIn(locale, leads.projectId),
        projectTheirs: theirProject.title,
        source: leads.source,
        locale: leads.locale,
        status: leads.status,
        assignee: staffNameIn(locale, users),
        assigneeId: leads.assigneeId,
        createdAt: leads.createdAt,
        lastEnquiryAt: leads.lastEnquiryAt,
        enquiryCount: leads.enquiryCount,
        completed: answeredBothSteps,
        hasClickId: sql<boolean>`coalesce(${leads.hasClickId}, false)`,
        utmSource: leads.utmSource,
        erased: sql<boolean>`(${leads.erasedAt} is not null)`,
        responseDueAt: leads.responseDueAt,
        firstResponseAt: leads.firstResponseAt,
        nextActionAt: leads.nextActionAt,
        nextActionNote: leads.nextActionNote,
        mobileLocal: leads.mobileLocal,
        reEnquiry: sql<boolean>`(${leads.reEnquiryOf} is not null)`,
      })
      .from(leads)
      .leftJoin(
        theirProject,
        and(eq(theirProject.projectId, leads.projectId), eq(theirProject.locale, leads.locale)),
      )
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
