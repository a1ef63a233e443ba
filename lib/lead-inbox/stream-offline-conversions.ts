import 'server-only'
import { and, asc, gte, lt, sql } from 'drizzle-orm'
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
import { hashEmail, hashPhone } from './hash-user-data'
import { STAGE_COLUMN } from './pipeline'

const CHUNK = 1000

/**
 * Google Ads' enhanced conversions for leads upload template (a "Parameters:TimeZone=" row,
 * then these columns): https://support.google.com/google-ads/answer/7014069 (templates),
 * https://developers.google.com/google-ads/api/docs/conversions/upload-identifiers (fields).
 * Email and Phone Number are SHA-256 hex of the normalised values (hash-user-data.ts).
 */
export const CONVERSION_COLUMNS = [
  'Google Click ID',
  'GBRAID',
  'WBRAID',
  'Email',
  'Phone Number',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
  'Order ID',
  'Ad User Data',
  'Ad Personalization',
]

type ConversionRow = {
  id: string
  gclid: string | null
  gbraid: string | null
  wbraid: string | null
  email: string | null
  phone: string | null
  consentedAt: Date | null
  at: Date
  wonValue: number | null
}

/**
 * Consent per the lead: the project form's step 2 asks it (consented_at), and a lead who gave
 * it is sent as Granted for user data. Nothing on the site asks about ad personalisation, and
 * the consultation form asks nothing: those cells stay empty (unspecified), never Denied.
 */
const adUserData = (lead: ConversionRow) => (lead.consentedAt ? 'Granted' : '')

/**
 * Every lead that reached the stage within the period, with or without a click id (Google
 * matches the rest on the hashed e-mail and phone): the stage's conversion name (Settings ›
 * Leads), the time in Cairo with its offset, a value (the deal's when won, else the stage's),
 * and the lead id as order id. A lead whose personal data was erased goes without them.
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
        lead.gclid ?? '',
        // Google takes one click id per row: gbraid/wbraid only when there is no gclid.
        lead.gclid ? '' : (lead.gbraid ?? ''),
        lead.gclid || lead.gbraid ? '' : (lead.wbraid ?? ''),
        hashEmail(lead.email),
        hashPhone(lead.phone),
        name,
        cairoTimestamp(lead.at),
        query.stage === 'won' ? (lead.wonValue ?? value) : value,
        'EGP',
        lead.id,
        adUserData(lead),
        '',
      ]),
    fetchAfter: async (last) => {
      const after = last
        ? sql`(${column}, ${leads.id}) > (select ${column}, id from leads where id = ${last.id})`
        : undefined
      const erased = sql`${leads.erasedAt} is not null`
      const rows = await db()
        .select({
          id: leads.id,
          gclid: leads.gclid,
          gbraid: leads.gbraid,
          wbraid: leads.wbraid,
          email: sql<string | null>`case when ${erased} then null else ${leads.email} end`,
          phone: sql<
            string | null
          >`case when ${erased} then null else coalesce(${leads.mobileInternational}, ${leads.phone}) end`,
          consentedAt: leads.consentedAt,
          at: column,
          wonValue: leads.wonValueEgp,
        })
        .from(leads)
        .where(and(gte(column, from), lt(column, until), after))
        .orderBy(asc(column), asc(leads.id))
        .limit(CHUNK)
      return rows.map((row) => ({ ...row, at: row.at! }))
    },
  })
}
