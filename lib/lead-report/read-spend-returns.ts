import 'server-only'
import { readSpendFigures } from '@/lib/ad-spend/read-spend-figures'
import type { AdPlatform } from '@/lib/enums/ad-spend'
import type { ReportRange } from './report-range'
import { readRangeFigures, stagesOf, type StageFigures } from './report-sql'

/** Campaigns listed at most (the costliest first). */
const MAX_CAMPAIGNS = 100

export type SpendReturnRow = StageFigures & {
  /** The campaign as utm_campaign names it, or the platform. */
  key: string
  platform: AdPlatform
  label: string
  /** EGP piastres. */
  spendPiastres: number
  leads: number
}

export type SpendReturns = {
  byCampaign: SpendReturnRow[]
  byPlatform: SpendReturnRow[]
  /** Every campaign with spend together (the dashboard's month figures). */
  total: Omit<SpendReturnRow, 'key' | 'platform' | 'label'>
  /** The range's leads whose campaign had no spend (or that came with none). */
  unmatchedLeads: number
}

const NO_STAGES: StageFigures & { leads: number } = {
  leads: 0,
  contacted: 0,
  qualified: 0,
  viewing: 0,
  won: 0,
  wonValue: 0,
}

const addInto = (
  target: StageFigures & { leads: number },
  add: StageFigures & { leads: number },
) => {
  for (const key of Object.keys(NO_STAGES) as (keyof typeof NO_STAGES)[]) target[key] += add[key]
}

/**
 * What each campaign's spend returned over the range (issue 37 §4). A lead counts for its last
 * touch's utm_campaign: the visit it enquired from, the one the ad bought (the first touch
 * may be months old and a campaign that has stopped). It matches the campaign whose id is that
 * value, else the one whose name it is. The leads per campaign value come from the daily
 * figures (lib/lead-figures), the spend read beside them.
 */
export async function readSpendReturns(range: ReportRange): Promise<SpendReturns> {
  const [spend, groups] = await Promise.all([
    readSpendFigures(range),
    readRangeFigures(range, 'campaign').then((rows) =>
      rows.map((row) => ({ campaign: row.key, leads: row.leads, ...stagesOf(row) })),
    ),
  ])
  const rows: SpendReturnRow[] = spend.map((campaign) => ({
    key: campaign.campaign,
    platform: campaign.platform,
    label: campaign.campaignName,
    spendPiastres: campaign.costPiastres,
    ...NO_STAGES,
  }))
  // The first (costliest) campaign of an id or name takes its leads.
  const byId = new Map<string, SpendReturnRow>()
  const byName = new Map<string, SpendReturnRow>()
  for (const row of rows) {
    if (!byId.has(row.key)) byId.set(row.key, row)
    if (!byName.has(row.label)) byName.set(row.label, row)
  }
  // The leads without a campaign are a group too: every lead of the range is in one.
  let unmatchedLeads = 0
  for (const group of groups) {
    const row =
      group.campaign === null ? undefined : (byId.get(group.campaign) ?? byName.get(group.campaign))
    if (row) addInto(row, group)
    else unmatchedLeads += group.leads
  }
  const platforms = new Map<AdPlatform, SpendReturnRow>()
  const total = { spendPiastres: 0, ...NO_STAGES }
  for (const row of rows) {
    const platform =
      platforms.get(row.platform) ??
      platforms
        .set(row.platform, {
          key: row.platform,
          platform: row.platform,
          label: row.platform,
          spendPiastres: 0,
          ...NO_STAGES,
        })
        .get(row.platform)!
    platform.spendPiastres += row.spendPiastres
    addInto(platform, row)
    total.spendPiastres += row.spendPiastres
    addInto(total, row)
  }
  return {
    byCampaign: rows.slice(0, MAX_CAMPAIGNS),
    byPlatform: [...platforms.values()].sort((a, b) => b.spendPiastres - a.spendPiastres),
    total,
    unmatchedLeads,
  }
}
