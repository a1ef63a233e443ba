import 'server-only'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { clampPage, PAGE_SIZE, type ListPage } from '@/lib/db/paging'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { cappedCountSql, readCapped } from './capped-count'
import type { LeadFilters } from './lead-filters'
import { leadWhere } from './lead-where'
import type { LeadStatus } from './pipeline'

export type LeadRow = {
  id: string
  fullName: string
  email: string
  phone: string | null
  project: string | null
  source: 'consultation' | 'project'
  locale: 'en' | 'ar'
  status: LeadStatus
  assignee: string | null
  createdAt: Date
  lastEnquiryAt: Date
  enquiryCount: number
  completed: boolean
  hasClickId: boolean
  utmSource: string | null
  erased: boolean
}

const SORT_COLUMNS = {
  received: leads.createdAt,
  name: leads.searchText,
  status: leads.status,
} as const

/** The inbox (spec-style list): one page of a view, its total, newest first by default. */
export async function listLeads(filters: LeadFilters): Promise<ListPage<LeadRow>> {
  const viewer = await assertPermission('leads')
  return queryLeads(filters, viewer.userId)
}

/** The list query itself; only for callers that have checked the role (and tests). */
export async function queryLeads(
  filters: LeadFilters,
  viewerId: string,
): Promise<ListPage<LeadRow>> {
  const where = leadWhere(filters, viewerId)
  const [counted] = await db()
    .select({ total: cappedCountSql(where) })
    .from(sql`(select 1) as one`)
  const { total, more } = readCapped(counted?.total ?? 0)
  const shown = clampPage(filters.page, more ? Number.MAX_SAFE_INTEGER : total)
  const order = filters.dir === 'asc' ? asc : desc
  const rows = await db()
    .select({
      id: leads.id,
      fullName: leads.fullName,
      email: leads.email,
      phone: sql<string | null>`coalesce(${leads.mobileInternational}, ${leads.phone})`,
      project: projectTranslations.title,
      source: leads.source,
      locale: leads.locale,
      status: leads.status,
      assignee: users.name,
      createdAt: leads.createdAt,
      lastEnquiryAt: leads.lastEnquiryAt,
      enquiryCount: leads.enquiryCount,
      completed: sql<boolean>`(${leads.completedAt} is not null or ${leads.source} = 'consultation')`,
      hasClickId: sql<boolean>`coalesce(${leads.hasClickId}, false)`,
      utmSource: leads.utmSource,
      erased: sql<boolean>`(${leads.erasedAt} is not null)`,
    })
    .from(leads)
    .leftJoin(projectTranslations, leadProjectTexts('en'))
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(where)
    .orderBy(order(SORT_COLUMNS[filters.sort]), order(leads.createdAt), order(leads.id))
    .limit(PAGE_SIZE)
    .offset(shown.offset)
  const pageCount = more ? Math.ceil(total / PAGE_SIZE) : shown.pageCount
  return { rows, total, more, page: shown.page, pageCount }
}
