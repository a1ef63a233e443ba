import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import type { AdPlatform } from '@/lib/enums/ad-spend'

/** Cairo calendar days, both inclusive ("2032-05-01" to "2032-05-31"). */
export type SpendDays = { from: string; to: string }

/** What a campaign cost over the days asked for. */
export type CampaignSpend = {
  platform: AdPlatform
  /** As leads name it in utm_campaign (an id, or the name). */
  campaign: string
  /** Its latest name in the reports (or as typed). */
  campaignName: string
  /** EGP piastres, rounded once after the month figures' shares are added. */
  costPiastres: number
}

/**
 * Spend per campaign over a range of days. How the two kinds combine: a month figure typed by
 * hand is that campaign's whole month, so the month's imported days of the campaign are left
 * out; over a range it counts for the share of the month's days inside the range (May's
 * 31,000 EGP is 1,000 a day: 10,000 for 1-10 May).
 */
export async function readSpendFigures({ from, to }: SpendDays): Promise<CampaignSpend[]> {
  // Day rows summed per campaign (hash aggregate, bigint sums), typed months added with their
  // share, the name read from each campaign's latest row; date_trunc on a timestamp, not a
  // timestamptz, so no time zone is looked up per row.
  const result = (await db().execute(sql`
    with months as (
      select platform, campaign, day, cost_piastres from ad_spend
      where kind = 'month' and day between date_trunc('month', ${from}::timestamp)::date and ${to}::date
    ),
    spend as (
      select platform, campaign, sum(cost_piastres) as cost, max(day) as last_day
      from ad_spend s
      where kind = 'day' and day between ${from}::date and ${to}::date
        and not exists (
          select 1 from months m
          where m.platform = s.platform and m.campaign = s.campaign
            and m.day = date_trunc('month', s.day::timestamp)::date)
      group by platform, campaign
      union all
      select platform, campaign,
        cost_piastres::numeric
          * (least(${to}::date + 1, (day + interval '1 month')::date) - greatest(${from}::date, day))
          / ((day + interval '1 month')::date - day),
        day
      from months
    ),
    campaigns as (
      select platform, campaign, round(sum(cost))::float8 as cost, max(last_day) as last_day
      from spend group by platform, campaign
    )
    select c.platform, c.campaign,
      (select n.campaign_name from ad_spend n
        where n.kind in ('day', 'month') and n.platform = c.platform and n.campaign = c.campaign
          and n.day = c.last_day
        order by n.kind limit 1) as "campaignName",
      c.cost as "costPiastres"
    from campaigns c
    order by 4 desc, 1, 2`)) as unknown as { rows: CampaignSpend[] }
  return result.rows.map((row) => ({ ...row, costPiastres: Number(row.costPiastres) }))
}
