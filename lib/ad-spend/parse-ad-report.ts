import type { ParsedReport } from './ad-report'
import { parseGoogleAdsCsv } from './parse-google-ads-csv'
import { parseMetaCsv } from './parse-meta-csv'

/**
 * Either platform's report, told apart by its header: Meta's "Amount spent (…)" column, else
 * read as Google's (which says so when its columns are missing too).
 */
export function parseAdReport(text: string): ParsedReport {
  const meta = parseMetaCsv(text)
  return meta.errors[0]?.problem === 'notAReport' ? parseGoogleAdsCsv(text) : meta
}
