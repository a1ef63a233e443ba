import 'server-only'
import { and, eq, gte, isNull, lt, notInArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { addDays, fromCairoWallTime } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'

const projectAr = alias(projectTranslations, 'project_ar')

export type DayItem = {
  leadId: string
  leadName: string
  /** The project's title in each language (null where it has none). */
  project: Record<Locale, string | null>
  phone: string | null
  /** The next action's time, or the viewing's. */
  at: Date
  kind: 'action' | 'viewing'
  note: string | null
  /** A next action from before today that is still open. */
  overdue: boolean
}

/**
 * A rep's day (a Cairo calendar day): their open leads' next actions due that day or before
 * (still open), and the viewings booked that day, in time order.
 */
export async function readRepDay(
  userId: string,
  day: string,
  q: Queryable = db(),
): Promise<DayItem[]> {
  const start = fromCairoWallTime(day)!
  const end = fromCairoWallTime(addDays(day, 1))!
  const read = (where: SQL) =>
    q
      .select({
        leadId: leads.id,
        leadName: leads.fullName,
        project: projectTranslations.title,
        projectAr: projectAr.title,
        phone: leads.mobileInternational,
        otherPhone: leads.phone,
        nextActionAt: leads.nextActionAt,
        note: leads.nextActionNote,
        viewingDate: leads.viewingDate,
      })
      .from(leads)
      .leftJoin(projectTranslations, leadProjectTexts('en'))
      .leftJoin(projectAr, leadProjectTexts('ar', projectAr))
      .where(and(eq(leads.assigneeId, userId), isNull(leads.erasedAt), where))
      .limit(200)
  // Two index reads (leads_next_action_idx, leads_viewing_date_idx) rather than one OR.
  const [actions, viewings] = await Promise.all([
    read(and(notInArray(leads.status, ['won', 'lost']), lt(leads.nextActionAt, end))!),
    read(
      and(eq(leads.status, 'viewing'), gte(leads.viewingDate, start), lt(leads.viewingDate, end))!,
    ),
  ])
  const base = (row: (typeof actions)[number]) => ({
    leadId: row.leadId,
    leadName: row.leadName,
    project: { en: row.project, ar: row.projectAr },
    phone: row.phone ?? row.otherPhone,
  })
  const items: DayItem[] = [
    ...actions.map((row) => ({
      ...base(row),
      at: row.nextActionAt!,
      kind: 'action' as const,
      note: row.note,
      overdue: row.nextActionAt! < start,
    })),
    ...viewings.map((row) => ({
      ...base(row),
      at: row.viewingDate!,
      kind: 'viewing' as const,
      note: null,
      overdue: false,
    })),
  ]
  return items.sort((a, b) => a.at.getTime() - b.at.getTime())
}
