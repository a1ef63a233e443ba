import 'server-only'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { cairoTimestamp } from '@/lib/i18n/business-time'
import { optionLabel, unitInterestLabel } from '@/lib/i18n/lead-answer-label'
import type { Locale } from '@/lib/i18n/locales'
import { leadPhoneForms } from '@/lib/validation/phone'
import { CSV_BOM, csvRow, csvStream, type PhoneCell } from './csv'
import type { LeadFilters } from './lead-filters'
import { leadWhere } from './lead-where'

const CHUNK = 1000

const assignee = alias(users, 'assignee')

/** ISO 8601 in Cairo time with its offset ("2026-11-23T14:30:05+02:00"), or empty. */
const iso = (at: Date | null) => (at ? cairoTimestamp(at).replace(' ', 'T') : '')

/** The lead's mobile in +20 form (a consultation's phone when it is an Egyptian mobile). */
const mobile = (l: ExportRow): PhoneCell | null => {
  const e164 = l.mobileInternational ?? (l.phone ? leadPhoneForms(l.phone)?.e164 : null)
  return e164 ? { phone: e164 } : null
}

type Column = [string, (lead: ExportRow) => string | number | PhoneCell | null]

/** The columns in the exporter's language: headers, stages, reasons and answers as words. */
function columnsIn(locale: Locale): Column[] {
  const t = adminTranslator(locale)
  return [
    [t('leads.csv.leadId'), (l) => l.id],
    [t('leads.csv.received'), (l) => iso(l.createdAt)],
    [t('leads.csv.status'), (l) => t(`common.stages.${l.status}`)],
    [t('common.fields.name'), (l) => l.fullName],
    [t('common.fields.email'), (l) => l.email],
    [t('leads.csv.mobile'), mobile],
    // As the person typed it (a consultation's number, any country), kept as text too.
    [t('common.fields.phone'), (l) => (l.phone ? { phone: l.phone } : null)],
    [t('common.fields.projectId'), (l) => l.project],
    [t('leads.csv.form'), (l) => l.source],
    [t('common.fields.language'), (l) => l.locale],
    [t('common.fields.assignee'), (l) => l.assignee],
    [t('leads.csv.enquiries'), (l) => l.enquiryCount],
    [t('leads.csv.lastEnquiry'), (l) => iso(l.lastEnquiryAt)],
    [t('leads.csv.step2'), (l) => iso(l.completedAt)],
    [t('leads.csv.buyingTimeline'), (l) => optionLabel(locale, 'howSoon', l.howSoon)],
    [t('leads.csv.unitInterest'), (l) => unitInterestLabel(locale, l.unitInterest)],
    [t('leads.csv.preferredContact'), (l) => optionLabel(locale, 'channel', l.preferredChannel)],
    [t('leads.csv.preferredArea'), (l) => l.preferredArea],
    [t('leads.csv.budget'), (l) => optionLabel(locale, 'budget', l.budgetRange)],
    [t('leads.csv.notes'), (l) => l.notes],
    [t('leads.csv.staffNotes'), (l) => l.staffNotes],
    [t('leads.csv.nextAction'), (l) => iso(l.nextActionAt)],
    [t('leads.csv.nextActionNote'), (l) => l.nextActionNote],
    [t('leads.csv.firstResponse'), (l) => iso(l.firstResponseAt)],
    [t('leads.csv.firstContact'), (l) => iso(l.contactedAt)],
    [t('leads.csv.viewingDate'), (l) => iso(l.viewingDate)],
    [t('common.stages.won'), (l) => iso(l.wonAt)],
    [t('leads.csv.dealValue'), (l) => l.wonValueEgp],
    [t('common.stages.lost'), (l) => iso(l.lostAt)],
    [
      t('common.fields.lostReason'),
      (l) => (l.lostReason ? t(`leads.lostReason.${l.lostReason}`) : null),
    ],
    [t('leads.csv.lostDetails'), (l) => l.lostNote],
    ['gclid', (l) => l.gclid],
    ['gbraid', (l) => l.gbraid],
    ['wbraid', (l) => l.wbraid],
    [t('common.fields.utmSource'), (l) => l.utmSource],
    [t('leads.csv.utmMedium'), (l) => l.utmMedium],
    [t('leads.csv.utmCampaign'), (l) => l.utmCampaign],
    [t('leads.csv.utmTerm'), (l) => l.utmTerm],
    [t('leads.csv.utmContent'), (l) => l.utmContent],
    [t('leads.csv.landingPage'), (l) => l.landingPage],
    [t('leads.csv.referrer'), (l) => l.referrer],
  ]
}

type ExportRow = typeof leads.$inferSelect & {
  project: string | null
  assignee: string | null
  staffNotes: string | null
}

/** The timeline's notes, oldest first, one per line. */
const staffNotes = sql<string | null>`(
  select string_agg(e.data->>'text', E'\\n' order by e.created_at)
  from lead_events e where e.lead_id = ${leads.id} and e.type = 'note')`

/**
 * The leads of an inbox view as CSV, newest first: UTF-8 with a byte order mark (Excel shows
 * Arabic), ISO dates, one row per lead, formula-looking cells neutralised. Streamed in chunks.
 * Headers and words (stage, lost reason, answers) in the exporter's language.
 */
export function streamLeadsCsv(
  filters: LeadFilters,
  viewerId: string,
  locale: Locale = 'en',
): ReadableStream<Uint8Array> {
  // Exports are the admin's (administration): every lead.
  const where = leadWhere(filters, viewerId, { scope: { all: true } })
  const COLUMNS = columnsIn(locale)
  return csvStream<ExportRow>({
    preamble: CSV_BOM + csvRow(COLUMNS.map(([header]) => header)),
    chunkSize: CHUNK,
    row: (lead) => csvRow(COLUMNS.map(([, cell]) => cell(lead))),
    fetchAfter: async (last) => {
      // The row's own created_at, not a Date copy: the column keeps microseconds, Date does not.
      const after = last
        ? sql`(${leads.createdAt}, ${leads.id}) < (select created_at, id from leads where id = ${last.id})`
        : undefined
      const rows = await db()
        .select({
          lead: leads,
          project: projectTranslations.title,
          assignee: assignee.name,
          staffNotes,
        })
        .from(leads)
        .leftJoin(projectTranslations, leadProjectTexts('en'))
        .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
        .where(and(where, after))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(CHUNK)
      return rows.map((row) => ({
        ...row.lead,
        project: row.project,
        assignee: row.assignee,
        staffNotes: row.staffNotes,
      }))
    },
  })
}
