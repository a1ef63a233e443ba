import { findColumns, type ParsedReport } from './ad-report'
import { readCsvRecords } from './read-csv-records'
import { readReportRows } from './read-report-rows'
import { readAmountCents, readCurrency, readReportDay, westernText } from './report-values'

// Google Ads › Campaigns › Download (CSV, or "CSV for Excel": UTF-16, tabs): a title line and a
// date-range line, then the header, a row per campaign and day (segmented by Day), and
// "Total: …" rows at the end. Headers as the English and Arabic interfaces write them.
const COLUMNS = {
  campaign: ['campaign', 'الحملة'],
  campaignId: ['campaign id', 'معرف الحملة', 'رقم تعريف الحملة', 'رقم الحملة'],
  day: ['day', 'اليوم'],
  currency: ['currency code', 'currency', 'رمز العملة', 'العملة'],
  cost: ['cost', 'التكلفة'],
} as const

const TOTAL = /^(total|الإجمالي|الاجمالي|إجمالي|اجمالي)\b/i

/** A Google Ads campaign report: its rows, or every line that is wrong with it. */
export function parseGoogleAdsCsv(text: string): ParsedReport {
  const records = readCsvRecords(text)
  const found = findColumns(records, COLUMNS, ['campaign', 'cost'])
  if (!found) return { platform: 'google', rows: [], errors: [{ line: 1, problem: 'notAReport' }] }
  const { at } = found
  if (at.day === undefined)
    return {
      platform: 'google',
      rows: [],
      errors: [{ line: found.header.line, problem: 'noDayColumn' }],
    }
  const { rows, errors } = readReportRows(found.header, found.body, (cell, cells) => {
    // Totals ("Total: Account", "Total: Campaigns"), whichever column Google writes them in.
    if (cells.some((value) => TOTAL.test(value.trim()))) return null
    return {
      name: cell(at.campaign),
      id: westernText(cell(at.campaignId)),
      day: readReportDay(cell(at.day)),
      amountCents: readAmountCents(cell(at.cost)),
      currency: at.currency === undefined ? 'EGP' : readCurrency(cell(at.currency)),
    }
  })
  return { platform: 'google', rows, errors }
}
