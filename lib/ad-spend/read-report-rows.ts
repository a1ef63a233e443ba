import { MAX_CAMPAIGN, type LineError, type LineProblem, type ReportRow } from './ad-report'
import type { CsvRecord } from './read-csv-records'

/** A row's values as a platform's columns give them; `spans`: a row over more than one day. */
export type RowValues = {
  name: string
  id: string
  day: string | null
  amountCents: number | null
  currency: string | null
  spans?: boolean
}

function problemOf(values: RowValues): LineProblem | null {
  const { name, id, day, amountCents, currency, spans } = values
  if (!name) return 'noCampaign'
  if (name.length > MAX_CAMPAIGN || id.length > MAX_CAMPAIGN) return 'longCampaign'
  if (!day) return 'badDay'
  if (spans) return 'spansDays'
  if (amountCents === null) return 'badAmount'
  if (!currency) return 'badCurrency'
  return null
}

/**
 * The report's rows after its header, each checked the same way whatever the platform: a row,
 * or its line and what is wrong with it. `read` gives a record's values, or null for a line
 * the platform writes that is not a campaign's day (totals, summaries).
 */
export function readReportRows(
  header: CsvRecord,
  body: CsvRecord[],
  read: (cell: (index: number | undefined) => string, cells: string[]) => RowValues | null,
): { rows: ReportRow[]; errors: LineError[] } {
  const rows: ReportRow[] = []
  const errors: LineError[] = []
  for (const { line, cells } of body) {
    const values = read((index) => (index === undefined ? '' : (cells[index] ?? '').trim()), cells)
    if (!values) continue
    const problem = problemOf(values)
    if (problem) errors.push({ line, problem })
    else {
      const { name, id, day, amountCents, currency } = values
      rows.push({
        line,
        campaign: id || name,
        campaignName: name,
        day: day!,
        amountCents: amountCents!,
        currency: currency!,
      })
    }
  }
  if (!rows.length && !errors.length) errors.push({ line: header.line, problem: 'noRows' })
  return { rows, errors }
}
