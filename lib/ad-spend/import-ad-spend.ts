import 'server-only'
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { adSpend } from '@/lib/db/schema'
import type { LineError, ReportRow } from './ad-report'
import { decodeReportBytes } from './decode-report-bytes'
import { parseAdReport } from './parse-ad-report'

export type ImportSummary = {
  platform: 'google' | 'meta'
  currency: string
  /** EGP per unit of the currency (1 for EGP). */
  rate: string
  /** Campaign days in the file, and what became of them. */
  rows: number
  added: number
  changed: number
  unchanged: number
  from: string
  to: string
}

/** Imported, or refused with every broken line (then nothing was written). */
export type ImportOutcome = { imported: ImportSummary } | { refused: LineError[] }

/** Statements of this many rows (each takes 11 parameters; PostgreSQL allows 65,535). */
const CHUNK = 2000

/** The file's days per campaign; a report segmented further (by device) is summed per day. */
function campaignDays(rows: ReportRow[]) {
  const days = new Map<string, ReportRow>()
  for (const row of rows) {
    const key = `${row.campaign}\u0000${row.day}`
    const seen = days.get(key)
    days.set(key, seen ? { ...row, amountCents: seen.amountCents + row.amountCents } : row)
  }
  return [...days.values()]
}

/**
 * Imports a Google Ads or Meta cost report (issue 37 §4), all or nothing: any broken line
 * refuses the file; the rows go in one transaction with the activity record. A campaign's day
 * already held with the same values is left as it is, so importing a file again changes nothing.
 * A report in another currency needs `rate` (EGP per unit), kept with each row.
 */
export async function importAdSpend({
  viewer,
  bytes,
  fileName,
  rate,
  now = new Date(),
}: {
  viewer: Viewer
  bytes: Uint8Array
  fileName: string
  rate: string | null
  now?: Date
}): Promise<ImportOutcome> {
  requirePermission(viewer, 'teamLeads')
  const report = parseAdReport(decodeReportBytes(bytes))
  if (report.errors.length) return { refused: report.errors }
  const currency = report.rows[0]!.currency
  const other = report.rows.find((row) => row.currency !== currency)
  if (other) return { refused: [{ line: other.line, problem: 'mixedCurrencies' }] }
  if (currency !== 'EGP' && !rate)
    throw AppError.refused('report.adSpend.refusals.rateNeeded', { currency })
  const egpRate = currency === 'EGP' ? '1' : rate!
  const days = campaignDays(report.rows)
  const sourceHash = createHash('sha256').update(bytes).digest('hex')
  const values = days.map((row) => ({
    kind: 'day' as const,
    platform: report.platform,
    campaign: row.campaign,
    campaignName: row.campaignName,
    day: row.day,
    // Hundredths of the currency × EGP per unit = piastres, rounded once.
    costPiastres: Math.round(row.amountCents * Number(egpRate)),
    amountCents: row.amountCents,
    currency,
    rate: egpRate,
    sourceHash,
    importedBy: viewer.userId,
    importedAt: now,
  }))
  const sorted = days.map((row) => row.day).sort()
  return db().transaction(async (tx) => {
    let added = 0
    let changed = 0
    for (let start = 0; start < values.length; start += CHUNK) {
      const written = await tx
        .insert(adSpend)
        .values(values.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [adSpend.kind, adSpend.platform, adSpend.campaign, adSpend.day],
          set: {
            campaignName: sql`excluded.campaign_name`,
            costPiastres: sql`excluded.cost_piastres`,
            amountCents: sql`excluded.amount_cents`,
            currency: sql`excluded.currency`,
            rate: sql`excluded.rate`,
            sourceHash: sql`excluded.source_hash`,
            importedBy: sql`excluded.imported_by`,
            importedAt: sql`excluded.imported_at`,
          },
          // The same values again: no write at all (the row keeps who imported it and when).
          setWhere: sql`(ad_spend.campaign_name, ad_spend.cost_piastres, ad_spend.amount_cents, ad_spend.currency, ad_spend.rate)
            is distinct from (excluded.campaign_name, excluded.cost_piastres, excluded.amount_cents, excluded.currency, excluded.rate)`,
        })
        // xmax is 0 on a row this statement inserted, set on one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` })
      const inserted = written.filter((row) => row.inserted).length
      added += inserted
      changed += written.length - inserted
    }
    const summary: ImportSummary = {
      platform: report.platform,
      currency,
      rate: egpRate,
      rows: values.length,
      added,
      changed,
      unchanged: values.length - added - changed,
      from: sorted[0]!,
      to: sorted.at(-1)!,
    }
    await recordActivity(
      tx,
      actorOf(viewer),
      {
        entityType: 'ad_spend',
        entityId: sourceHash,
        entityLabel: fileName,
        action: 'imported',
        changes: [
          { field: 'adPlatform', before: null, after: report.platform },
          { field: 'spendDays', before: null, after: `${summary.from} – ${summary.to}` },
          {
            field: 'spendCurrency',
            before: null,
            after: currency === 'EGP' ? currency : `${currency} × ${egpRate}`,
          },
          { field: 'rowsAdded', before: null, after: added },
          { field: 'rowsChanged', before: null, after: changed },
          { field: 'rowsUnchanged', before: null, after: summary.unchanged },
        ],
      },
      now,
    )
    return { imported: summary }
  })
}
