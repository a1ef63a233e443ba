import 'server-only'
import { and, asc, gte, isNotNull, lt, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import {
  BUSINESS_TIME_ZONE,
  cairoDayStart,
  cairoTimestamp,
  fromCairoWallTime,
} from '@/lib/i18n/business-time'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'
import type { ConversionExportQuery } from './conversion-export-query'
import { csvRow, csvStream } from './csv'
import { STAGE_COLUMN } from './pipeline'

const CHUNK = 1000

/** Google Ads' click conversion template: these columns, in this order. */
export const CONVERSION_COLUMNS = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
]

type ConversionRow = { id: string; gclid: string; at: Date; wonValue: number | null }

/**
 * Offline conversions for Google Ads: every lead with a gclid that reached the stage within
 * the period, with the stage's conversion name (Settings › Leads), the time it was reached in
 * Cairo time with its offset, and a value (the deal's when won, else the stage's, if set).
 */
export function streamOfflineConversions(
  query: ConversionExportQuery,
  settings: LeadSettings,
): ReadableStream<Uint8Array> {
  const column = leads[STAGE_COLUMN[query.stage]]
  const { name, value } = settings.conversions[query.stage]
  const from = fromCairoWallTime(query.from)!
  const until = cairoDayStart(fromCairoWallTime(query.to)!, 1)
  return csvStream<ConversionRow>({
    // The time zone row covers any time without an offset; every time here carries one.
    preamble: `Parameters:TimeZone=${BUSINESS_TIME_ZONE}\r\n${csvRow(CONVERSION_COLUMNS)}`,
    chunkSize: CHUNK,
    row: (lead) =>
      csvRow([
        lead.gclid,
        name,
        cairoTimestamp(lead.at),
        query.stage === 'won' ? (lead.wonValue ?? value) : value,
        'EGP',
      ]),
    fetchAfter: async (last) => {
      const after = last
        ? sql`(${column}, ${leads.id}) > (select ${column}, id from leads where id = ${last.id})`
        : undefined
      const rows = await db()
        .select({ id: leads.id, gclid: leads.gclid, at: column, wonValue: leads.wonValueEgp })
        .from(leads)
        .where(and(isNotNull(leads.gclid), gte(column, from), lt(column, until), after))
        .orderBy(asc(column), asc(leads.id))
        .limit(CHUNK)
      return rows.map((row) => ({ ...row, gclid: row.gclid!, at: row.at! }))
    },
  })
}
