import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { importAdSpend, type ImportOutcome } from '@/lib/ad-spend/import-ad-spend'
import { readSpendFigures } from '@/lib/ad-spend/read-spend-figures'
import { saveMonthlySpend } from '@/lib/ad-spend/save-monthly-spend'
import { db } from '@/lib/db/client'
import { activityLog, adSpend } from '@/lib/db/schema'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { readMonthSpend } from '@/lib/lead-report/read-month-spend'
import { readSpeedReport } from '@/lib/lead-report/read-speed-report'
import { migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

// The fixtures' days: 1-3 October 2026 (no other test file stores leads or spend then).
const RANGE = { from: '2026-10-01', to: '2026-10-03' }
const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/ad-spend/${name}`))

let manager: ReturnType<typeof testViewer>

const imported = (outcome: ImportOutcome) => {
  if (!('imported' in outcome)) throw new Error(`refused: ${JSON.stringify(outcome.refused)}`)
  return outcome.imported
}

const importFile = (name: string, rate: string | null = null) =>
  importAdSpend({ viewer: manager, bytes: fixture(name), fileName: name, rate })

/** Every spend row as it stands, to compare before and after. */
const snapshot = () =>
  db().select().from(adSpend).orderBy(adSpend.platform, adSpend.campaign, adSpend.day)

/** A lead of the range at a Cairo time with its campaign and how far it got. */
async function lead(
  day: string,
  utmCampaign: string | null,
  status: 'new' | 'qualified' | 'viewing' | 'won',
  wonValueEgp: number | null = null,
) {
  const createdAt = fromCairoWallTime(`${day}T11:00`)!
  await insertLead({
    createdAt,
    utmSource: utmCampaign ? 'ads' : null,
    utmCampaign,
    status,
    wonValueEgp,
  })
}

beforeAll(async () => {
  await migratedDb()
  const staff = await insertStaff('moderator', 'Spend Manager')
  manager = testViewer('moderator', staff)
})

describe('importing cost reports', () => {
  it('refuses a file with a broken row, naming its lines, and writes nothing', async () => {
    const before = await snapshot()
    const outcome = await importFile('google-ads-broken.csv')
    expect(outcome).toEqual({
      refused: [
        { line: 5, problem: 'badAmount' },
        { line: 7, problem: 'badDay' },
      ],
    })
    expect(await snapshot()).toEqual(before)
  })

  it('imports a Google Ads report, and a second import of the same file changes nothing', async () => {
    const first = imported(await importFile('google-ads-campaigns-en.csv'))
    expect(first).toMatchObject({
      platform: 'google',
      currency: 'EGP',
      rows: 6,
      added: 6,
      changed: 0,
      unchanged: 0,
    })
    expect(first).toMatchObject({ from: '2026-10-01', to: '2026-10-03' })
    const rows = await snapshot()
    const again = imported(await importFile('google-ads-campaigns-en.csv'))
    expect(again).toMatchObject({ rows: 6, added: 0, changed: 0, unchanged: 6 })
    // Not a byte moved: not even who imported it or when.
    expect(await snapshot()).toEqual(rows)
    const logged = await db()
      .select({
        action: activityLog.action,
        label: activityLog.entityLabel,
        changes: activityLog.changes,
      })
      .from(activityLog)
      .where(eq(activityLog.entityType, 'ad_spend'))
    expect(logged).toHaveLength(2)
    expect(logged.map((entry) => entry.label)).toEqual([
      'google-ads-campaigns-en.csv',
      'google-ads-campaigns-en.csv',
    ])
    expect(logged[1]!.changes).toContainEqual({ field: 'rowsUnchanged', before: null, after: 6 })
  })

  it('imports a Meta export and, in another currency, only with a rate kept per row', async () => {
    expect(imported(await importFile('meta-ads-en.csv'))).toMatchObject({
      platform: 'meta',
      added: 3,
    })
    await expect(importFile('meta-ads-ar-usd.csv')).rejects.toMatchObject({ code: 'refused' })
    expect(imported(await importFile('meta-ads-ar-usd.csv', '50.5'))).toMatchObject({
      currency: 'USD',
      rate: '50.5',
      added: 2,
    })
    const usd = await db()
      .select({
        day: adSpend.day,
        cost: adSpend.costPiastres,
        amount: adSpend.amountCents,
        rate: adSpend.rate,
      })
      .from(adSpend)
      .where(eq(adSpend.currency, 'USD'))
      .orderBy(adSpend.day)
    // 100.50 USD × 50.5 = 5,075.25 EGP; 200 USD × 50.5 = 10,100 EGP.
    expect(usd).toEqual([
      { day: '2026-10-01', cost: 507_525, amount: 10_050, rate: '50.500000' },
      { day: '2026-10-02', cost: 1_010_000, amount: 20_000, rate: '50.500000' },
    ])
    // The same file at another rate changes its two rows, and nothing else.
    expect(imported(await importFile('meta-ads-ar-usd.csv', '51'))).toMatchObject({
      changed: 2,
      unchanged: 0,
    })
    expect(imported(await importFile('meta-ads-ar-usd.csv', '50.5'))).toMatchObject({ changed: 2 })
  })

  it('keeps nothing of a file whose write fails half-way (one transaction)', async () => {
    const before = await snapshot()
    // 2,000 valid campaign days (the first statement's worth), then one whose cost in EGP
    // overflows the column: the second statement fails after the first wrote its rows.
    const lines = Array.from({ length: 2000 }, (_, i) => `Half Way ${i},2026-10-01,USD,5`)
    const text = `Campaign,Day,Currency code,Cost\n${lines.join('\n')}\nHalf Way X,2026-10-01,USD,"90,000,000,000,000"\n`
    await expect(
      importAdSpend({
        viewer: manager,
        bytes: new TextEncoder().encode(text),
        fileName: 'half-way.csv',
        rate: '999999',
      }),
    ).rejects.toThrow()
    expect(await snapshot()).toEqual(before)
  })
})

describe('what the spend returned', () => {
  beforeAll(async () => {
    // Palm Valley Search (Google, tagged by its id): 4 leads, one won for 2,000,000.
    await lead('2026-10-01', '20261001', 'won', 2_000_000)
    await lead('2026-10-01', '20261001', 'viewing')
    await lead('2026-10-02', '20261001', 'qualified')
    await lead('2026-10-03', '20261001', 'new')
    // Sea View PMax (Google, tagged by its name): 2 leads.
    await lead('2026-10-02', 'Sea View PMax', 'viewing')
    await lead('2026-10-03', 'Sea View PMax', 'new')
    // Launch Leads (Meta, tagged by name): 3 leads, one won for 1,000,000.
    await lead('2026-10-01', 'Launch Leads', 'won', 1_000_000)
    await lead('2026-10-02', 'Launch Leads', 'qualified')
    await lead('2026-10-03', 'Launch Leads', 'new')
    // No campaign with spend: an organic tag and a direct visit.
    await lead('2026-10-02', 'newsletter', 'won', 750_000)
    await lead('2026-10-02', null, 'new')
  })

  it('gives spend, cost per lead, per stage and ROAS per campaign, recomputed by hand', async () => {
    const { spend } = await readSpeedReport({ viewer: manager, range: RANGE })
    const row = (label: string) => spend.byCampaign.find((campaign) => campaign.label === label)!
    // Palm Valley: 1,250 + 1,250.50 + 999.50 = 3,500 EGP over 4 leads.
    const palm = row('Palm Valley Search')
    expect(palm).toMatchObject({
      platform: 'google',
      key: '20261001',
      spendPiastres: 350_000,
      leads: 4,
    })
    expect(palm).toMatchObject({ qualified: 3, viewing: 2, won: 1, wonValue: 2_000_000 })
    expect(palm.spendPiastres / 100 / palm.leads).toBe(875) // per lead
    expect(palm.spendPiastres / 100 / palm.qualified).toBeCloseTo(1166.67, 2)
    expect(palm.spendPiastres / 100 / palm.won).toBe(3500) // per won
    expect(palm.wonValue / (palm.spendPiastres / 100)).toBeCloseTo(571.43, 2) // ROAS
    // Sea View: 2,000 + 0 + 3,000 = 5,000 EGP over 2 leads, nothing won.
    expect(row('Sea View PMax')).toMatchObject({
      spendPiastres: 500_000,
      leads: 2,
      viewing: 1,
      won: 0,
      wonValue: 0,
    })
    // Launch Leads (Meta): 1,500 + 1,500 + 3,000 = 6,000 EGP over 3 leads.
    expect(row('Launch Leads')).toMatchObject({
      platform: 'meta',
      spendPiastres: 600_000,
      leads: 3,
      won: 1,
      wonValue: 1_000_000,
    })
    // حملة الساحل: 5,075.25 + 10,100 EGP, no leads.
    expect(row('حملة الساحل')).toMatchObject({ spendPiastres: 1_517_525, leads: 0 })
    const google = spend.byPlatform.find((platform) => platform.platform === 'google')!
    expect(google).toMatchObject({ spendPiastres: 850_000, leads: 6, won: 1, wonValue: 2_000_000 })
    const meta = spend.byPlatform.find((platform) => platform.platform === 'meta')!
    expect(meta).toMatchObject({ spendPiastres: 2_117_525, leads: 3, won: 1, wonValue: 1_000_000 })
    expect(spend.total).toMatchObject({
      spendPiastres: 2_967_525,
      leads: 9,
      won: 2,
      wonValue: 3_000_000,
    })
    expect(spend.unmatchedLeads).toBe(2)
  })

  it('counts a typed month figure instead of the month’s imported days, pro rata in a range', async () => {
    // October's Palm Valley: 31,000 EGP typed by its name, 1,000 a day.
    expect(
      await saveMonthlySpend({
        viewer: manager,
        input: {
          platform: 'google',
          campaign: 'Palm Valley Search',
          month: '2026-10',
          amount: 3_100_000,
        },
      }),
    ).toBe('created')
    const palm = async (range: { from: string; to: string }) =>
      (await readSpendFigures(range)).find((row) => row.campaign === '20261001')?.costPiastres
    expect(await palm(RANGE)).toBe(300_000) // 3 days of 31
    expect(await palm({ from: '2026-10-01', to: '2026-10-31' })).toBe(3_100_000)
    expect(await palm({ from: '2026-09-20', to: '2026-10-10' })).toBe(1_000_000)
    // Saved again with the same amount: nothing to change, nothing logged.
    const input = {
      platform: 'google' as const,
      campaign: '20261001',
      month: '2026-10',
      amount: 3_100_000,
    }
    expect(await saveMonthlySpend({ viewer: manager, input })).toBe('unchanged')
    expect(
      await saveMonthlySpend({ viewer: manager, input: { ...input, amount: 6_200_000 } }),
    ).toBe('updated')
    expect(await palm(RANGE)).toBe(600_000)
    const typed = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityType, 'ad_spend'),
          sql`${activityLog.action} in ('created', 'updated')`,
        ),
      )
    expect(typed[0]?.n).toBe(2)
  })

  it('gives the dashboard this month’s spend and its leads', async () => {
    const now = fromCairoWallTime('2026-10-03T18:00')!
    // 3 days of the typed 62,000 (6,000) + Sea View 5,000 + Meta 6,000 + 15,175.25.
    expect(await readMonthSpend({ viewer: manager, now })).toEqual({
      spendPiastres: 600_000 + 500_000 + 600_000 + 1_517_525,
      leads: 9,
    })
  })

  it('is for managers only', async () => {
    await expect(readMonthSpend({ viewer: testViewer('sales') })).rejects.toThrow()
    await expect(
      importAdSpend({
        viewer: testViewer('sales'),
        bytes: fixture('meta-ads-en.csv'),
        fileName: 'x',
        rate: null,
      }),
    ).rejects.toThrow()
  })
})
