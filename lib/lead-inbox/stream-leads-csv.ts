import 'server-only'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { cairoTimestamp } from '@/lib/i18n/business-time'
import { optionLabel } from '@/lib/i18n/lead-answer-label'
import { leadPhoneForms } from '@/lib/validation/phone'
import { CSV_BOM, csvRow, csvStream, type PhoneCell } from './csv'
import type { LeadFilters } from './lead-filters'
import { leadWhere } from './lead-where'
import { LOST_REASON_LABELS, STATUS_LABELS } from './pipeline'

const CHUNK = 1000

const assignee = alias(users, 'assignee')

/** ISO 8601 in Cairo time with its offset ("2026-11-23T14:30:05+02:00"), or empty. */
const iso = (at: Date | null) => (at ? cairoTimestamp(at).replace(' ', 'T') : '')

/** The lead's mobile in +20 form (a consultation's phone when it is an Egyptian mobile). */
const mobile = (l: ExportRow): PhoneCell | null => {
  const e164 = l.mobileInternational ?? (l.phone ? leadPhoneForms(l.phone)?.e164 : null)
  return e164 ? { phone: e164 } : null
}

const COLUMNS: [string, (lead: ExportRow) => string | number | PhoneCell | null][] = [
  ['Lead ID', (l) => l.id],
  ['Received', (l) => iso(l.createdAt)],
  ['Status', (l) => STATUS_LABELS[l.status]],
  ['Name', (l) => l.fullName],
  ['Email', (l) => l.email],
  ['Mobile', mobile],
  ['Phone', (l) => l.phone],
  ['Project', (l) => l.project],
  ['Form', (l) => l.source],
  ['Language', (l) => l.locale],
  ['Assignee', (l) => l.assignee],
  ['Enquiries', (l) => l.enquiryCount],
  ['Last enquiry', (l) => iso(l.lastEnquiryAt)],
  ['Step 2 completed', (l) => iso(l.completedAt)],
  ['Buying timeline', (l) => optionLabel('en', 'howSoon', l.howSoon)],
  ['Unit interest', (l) => l.unitInterest],
  ['Preferred contact', (l) => optionLabel('en', 'channel', l.preferredChannel)],
  ['Preferred area', (l) => l.preferredArea],
  ['Budget', (l) => optionLabel('en', 'budget', l.budgetRange)],
  ['Notes', (l) => l.notes],
  ['Staff notes', (l) => l.staffNotes],
  ['First response', (l) => iso(l.firstResponseAt)],
  ['First contact', (l) => iso(l.contactedAt)],
  ['Viewing date', (l) => iso(l.viewingDate)],
  ['Won', (l) => iso(l.wonAt)],
  ['Deal value (EGP)', (l) => l.wonValueEgp],
  ['Lost', (l) => iso(l.lostAt)],
  ['Lost reason', (l) => (l.lostReason ? LOST_REASON_LABELS[l.lostReason] : null)],
  ['gclid', (l) => l.gclid],
  ['gbraid', (l) => l.gbraid],
  ['wbraid', (l) => l.wbraid],
  ['UTM source', (l) => l.utmSource],
  ['UTM medium', (l) => l.utmMedium],
  ['UTM campaign', (l) => l.utmCampaign],
  ['UTM term', (l) => l.utmTerm],
  ['UTM content', (l) => l.utmContent],
  ['Landing page', (l) => l.landingPage],
  ['Referrer', (l) => l.referrer],
]

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
 */
export function streamLeadsCsv(filters: LeadFilters, viewerId: string): ReadableStream<Uint8Array> {
  const where = leadWhere(filters, viewerId)
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
