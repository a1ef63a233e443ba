import { findColumns, type ParsedReport } from './ad-report'
import { readCsvRecords } from './read-csv-records'
import { readReportRows } from './read-report-rows'
import { readAmountCents, readCurrency, readReportDay, westernText } from './report-values'

// Meta Ads Manager › Reports › Export table data (CSV): one header line, a row per campaign
// (per day with Breakdown › Time › Day), the amount's currency in its header. Headers as the
// English and Arabic interfaces write them.
const COLUMNS = {
  campaign: ['campaign name', 'اسم الحملة'],
  campaignId: ['campaign id', 'معرف الحملة', 'رقم تعريف الحملة'],
  day: ['day', 'اليوم'],
  starts: ['reporting starts', 'بداية إعداد التقارير', 'بدء إعداد التقارير', 'بداية التقارير'],
  ends: ['reporting ends', 'نهاية إعداد التقارير', 'انتهاء إعداد التقارير', 'نهاية التقارير'],
  amount: /^(?:amount spent|المبلغ الذي تم إنفاقه|المبلغ المنفق) \(([a-z]{3})\)$/i,
  currency: ['currency', 'العملة', 'رمز العملة'],
} as const

/** A Meta Ads Manager export: its rows, or every line that is wrong with it. */
export function parseMetaCsv(text: string): ParsedReport {
  const records = readCsvRecords(text)
  const found = findColumns(records, COLUMNS, ['campaign', 'amount'])
  if (!found) return { platform: 'meta', rows: [], errors: [{ line: 1, problem: 'notAReport' }] }
  const { at } = found
  if (at.day === undefined && at.starts === undefined)
    return {
      platform: 'meta',
      rows: [],
      errors: [{ line: found.header.line, problem: 'noDayColumn' }],
    }
  const headerCurrency = found.captured.amount ?? null
  const { rows, errors } = readReportRows(found.header, found.body, (cell) => {
    const name = cell(at.campaign)
    // Meta's summary row ("Results from 12 campaigns") leaves the campaign's name empty.
    if (!name && !cell(at.campaignId)) return null
    const day = at.day !== undefined ? readReportDay(cell(at.day)) : readReportDay(cell(at.starts))
    return {
      name,
      id: westernText(cell(at.campaignId)),
      day,
      // Without a Day column, a row is a day only when it starts and ends on it.
      spans:
        at.day === undefined &&
        day !== null &&
        at.ends !== undefined &&
        readReportDay(cell(at.ends)) !== day,
      amountCents: readAmountCents(cell(at.amount)),
      currency:
        at.currency !== undefined && cell(at.currency)
          ? readCurrency(cell(at.currency))
          : headerCurrency,
    }
  })
  return { platform: 'meta', rows, errors }
}
