import 'server-only'
import { and, eq, gte, isNull, lt, notInArray, or } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { addDays } from './business-hours'

export type DayItem = {
  leadId: string
  leadName: string
  project: string | null
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
  const rows = await q
    .select({
      leadId: leads.id,
      leadName: leads.fullName,
      project: projectTranslations.title,
      phone: leads.mobileInternational,
      otherPhone: leads.phone,
      nextActionAt: leads.nextActionAt,
      note: leads.nextActionNote,
      viewingDate: leads.viewingDate,
      status: leads.status,
    })
    .from(leads)
    .leftJoin(projectTranslations, leadProjectTexts('en'))
    .where(
      and(
        eq(leads.assigneeId, userId),
        notInArray(leads.status, ['won', 'lost']),
        isNull(leads.erasedAt),
        or(
          lt(leads.nextActionAt, end),
          and(
            eq(leads.status, 'viewing'),
            gte(leads.viewingDate, start),
            lt(leads.viewingDate, end),
          ),
        ),
      ),
    )
    .limit(200)
  const items: DayItem[] = []
  for (const row of rows) {
    const base = {
      leadId: row.leadId,
      leadName: row.leadName,
      project: row.project,
      phone: row.phone ?? row.otherPhone,
    }
    if (row.nextActionAt && row.nextActionAt < end) {
      const overdue = row.nextActionAt < start
      items.push({ ...base, at: row.nextActionAt, kind: 'action', note: row.note, overdue })
    }
    if (
      row.status === 'viewing' &&
      row.viewingDate &&
      row.viewingDate >= start &&
      row.viewingDate < end
    ) {
      items.push({ ...base, at: row.viewingDate, kind: 'viewing', note: null, overdue: false })
    }
  }
  return items.sort((a, b) => a.at.getTime() - b.at.getTime())
}
