import type { CsvRecord } from './read-csv-records'
import { headerKey } from './report-values'

/** A day of a campaign as a report gives it (amount in hundredths of its currency). */
export type ReportRow = {
  line: number
  /** What leads carry in utm_campaign: the campaign's id when the report has it, else its name. */
  campaign: string
  campaignName: string
  day: string
  amountCents: number
  currency: string
}

/** What can be wrong with a line (catalogue keys report.adSpend.problems.*). */
export const LINE_PROBLEMS = [
  'notAReport',
  'noDayColumn',
  'noRows',
  'badDay',
  'badAmount',
  'noCampaign',
  'longCampaign',
  'badCurrency',
  'spansDays',
  'mixedCurrencies',
] as const
export type LineProblem = (typeof LINE_PROBLEMS)[number]

export type LineError = { line: number; problem: LineProblem }

export type ParsedReport = {
  platform: 'google' | 'meta'
  rows: ReportRow[]
  /** Every broken line: any one refuses the whole file. */
  errors: LineError[]
}

/** A column's accepted headers (English and Arabic interfaces), or a pattern with a capture. */
export type ColumnNames = readonly string[] | RegExp

export type FoundColumns<K extends string> = {
  header: CsvRecord
  /** The header's line and the records after it. */
  body: CsvRecord[]
  at: Partial<Record<K, number>>
  /** The pattern's capture for each pattern column ("EGP" of "Amount spent (EGP)"). */
  captured: Partial<Record<K, string>>
}

const matches = (names: ColumnNames, cell: string) =>
  names instanceof RegExp ? names.exec(cell) : names.includes(cell) ? [cell] : null

/**
 * The header row: the first record (within the first ten: title and date-range lines come
 * before it) holding every required column. Null when none does.
 */
export function findColumns<K extends string>(
  records: CsvRecord[],
  columns: Record<K, ColumnNames>,
  required: readonly NoInfer<K>[],
): FoundColumns<K> | null {
  for (const [index, record] of records.slice(0, 10).entries()) {
    const keys = record.cells.map(headerKey)
    const at: Partial<Record<K, number>> = {}
    const captured: Partial<Record<K, string>> = {}
    for (const name of Object.keys(columns) as K[]) {
      const column = keys.findIndex((key) => matches(columns[name], key))
      if (column === -1) continue
      at[name] = column
      const match = matches(columns[name], keys[column]!)
      if (columns[name] instanceof RegExp && match?.[1]) captured[name] = match[1].toUpperCase()
    }
    if (required.every((name) => at[name] !== undefined))
      return { header: record, body: records.slice(index + 1), at, captured }
  }
  return null
}

/** The longest campaign name or id the database keeps (utm_campaign's width). */
export const MAX_CAMPAIGN = 255
