import 'server-only'
import { sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import type { AdPlatform } from '@/lib/enums/ad-spend'

/** A month of one platform's spend, as recorded (each kind as it is, before they combine). */
export type SpendMonth = {
  /** "2026-10" */
  month: string
  platform: AdPlatform
  importedDays: number
  typedCampaigns: number
  campaigns: number
  /** Imported days, except where a typed figure stands for the campaign's month; piastres. */
  costPiastres: number
  lastChange: Date
}

/** The months with spend, the latest first (at most five years of them). */
export async function listSpendMonths({ viewer }: { viewer: Viewer }): Promise<SpendMonth[]> {
  requirePermission(viewer, 'teamLeads')
  const result = (await db().execute(sql`
    select to_char(s.day, 'YYYY-MM') as month, s.platform,
      count(*) filter (where s.kind = 'day')::int as "importedDays",
      count(*) filter (where s.kind = 'month')::int as "typedCampaigns",
      count(distinct s.campaign)::int as campaigns,
      coalesce(sum(s.cost_piastres) filter (where s.kind = 'month' or not exists (
        select 1 from ad_spend m where m.kind = 'month' and m.platform = s.platform
          and m.campaign = s.campaign and m.day = date_trunc('month', s.day::timestamp)::date)), 0)::float8 as "costPiastres",
      max(s.imported_at) as "lastChange"
    from ad_spend s
    group by 1, 2
    order by 1 desc, 2
    limit 180`)) as unknown as { rows: (SpendMonth & { lastChange: Date | string })[] }
  return result.rows.map((row) => ({
    ...row,
    costPiastres: Number(row.costPiastres),
    lastChange: new Date(row.lastChange),
  }))
}
