import 'server-only'
import { eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { db } from '@/lib/db/client'
import { leads, users } from '@/lib/db/schema'
import type { LeadLostReason, LeadStatus } from '@/lib/enums/lead-statuses'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { staffName, type StaffNames } from '../mail-kind'

/** Where a returning person stood on the lead they came back from. */
export type EarlierLead = {
  status: LeadStatus
  /** When it was won or lost. */
  closedAt: Date | null
  lostReason: LeadLostReason | null
  rep: StaffNames | null
}

const earlier = alias(leads, 'earlier')

/**
 * The earlier leads of re-enquiries, by the new lead's id, read when the mails are sent (their
 * stage then). Leads that are no re-enquiry are not in the map.
 */
export async function readReEnquiries(leadIds: string[]): Promise<Map<string, EarlierLead>> {
  const wanted = [...new Set(leadIds.filter(Boolean))]
  if (!wanted.length) return new Map()
  const rows = await db()
    .select({
      id: leads.id,
      status: earlier.status,
      wonAt: earlier.wonAt,
      lostAt: earlier.lostAt,
      lostReason: earlier.lostReason,
      rep: users.name,
      repAr: users.nameAr,
    })
    .from(leads)
    .innerJoin(earlier, eq(earlier.id, leads.reEnquiryOf))
    .leftJoin(users, eq(users.id, earlier.assigneeId))
    .where(inArray(leads.id, wanted))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        closedAt: row.status === 'won' ? row.wonAt : row.status === 'lost' ? row.lostAt : null,
        lostReason: row.lostReason,
        rep: row.rep === null ? null : { name: row.rep, nameAr: row.repAr },
      },
    ]),
  )
}

/**
 * "A returning person: their earlier lead was Won on 3 Mar 2031, 12:00 (Nadia's)." and, for
 * Lost, its reason; null for a first enquiry.
 */
export function returningLine(locale: Locale, lead: EarlierLead | null | undefined) {
  if (!lead) return null
  const t = adminTranslator(locale)
  const line = t('mail.returning.line', {
    stage: t(`common.stages.${lead.status}`),
    at: lead.closedAt ? formatCairo(lead.closedAt, locale) : '—',
    rep: lead.rep ? staffName(locale, lead.rep) : t('mail.returning.nobody'),
  })
  return lead.lostReason
    ? `${line} ${t('mail.returning.lostBecause', { reason: t(`leads.lostReason.${lead.lostReason}`) })}`
    : line
}
