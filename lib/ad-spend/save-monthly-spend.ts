import 'server-only'
import { and, desc, eq, or } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { adSpend } from '@/lib/db/schema'
import type { MonthlySpendInput } from './ad-spend-schemas'

/** What saving a month's figure did: 'unchanged' when it was already that amount. */
export type MonthlySpendOutcome = 'created' | 'updated' | 'unchanged'

/**
 * A campaign's spend for a whole month, typed by hand in EGP. It stands for that month of the
 * campaign in place of any imported days (see spend-sql.ts); saved again, it replaces itself.
 */
export async function saveMonthlySpend({
  viewer,
  input,
  now = new Date(),
}: {
  viewer: Viewer
  input: MonthlySpendInput
  now?: Date
}): Promise<MonthlySpendOutcome> {
  requirePermission(viewer, 'teamLeads')
  const day = `${input.month}-01`
  return db().transaction(async (tx) => {
    // A campaign the reports know, typed by its name or its id, is that campaign: its month
    // figure then stands in for its imported days.
    const [known] = await tx
      .select({ campaign: adSpend.campaign, name: adSpend.campaignName })
      .from(adSpend)
      .where(
        and(
          eq(adSpend.platform, input.platform),
          eq(adSpend.kind, 'day'),
          or(eq(adSpend.campaign, input.campaign), eq(adSpend.campaignName, input.campaign)),
        ),
      )
      .orderBy(desc(adSpend.day))
      .limit(1)
    const campaign = known?.campaign ?? input.campaign
    const key = and(
      eq(adSpend.kind, 'month'),
      eq(adSpend.platform, input.platform),
      eq(adSpend.campaign, campaign),
      eq(adSpend.day, day),
    )
    const [before] = await tx
      .select({ id: adSpend.id, cost: adSpend.costPiastres })
      .from(adSpend)
      .where(key)
      .for('update')
    if (before?.cost === input.amount) return 'unchanged'
    const row = {
      costPiastres: input.amount,
      amountCents: input.amount,
      currency: 'EGP',
      rate: '1',
      sourceHash: null,
      importedBy: viewer.userId,
      importedAt: now,
    }
    if (before) await tx.update(adSpend).set(row).where(eq(adSpend.id, before.id))
    else
      await tx.insert(adSpend).values({
        ...row,
        kind: 'month',
        platform: input.platform,
        campaign,
        campaignName: known?.name ?? input.campaign,
        day,
      })
    const egp = (piastres: number | undefined) => (piastres === undefined ? null : piastres / 100)
    await recordActivity(
      tx,
      actorOf(viewer),
      {
        entityType: 'ad_spend',
        entityId: `${input.platform}:${campaign}:${input.month}`,
        entityLabel: `${known?.name ?? input.campaign} · ${input.month}`,
        action: before ? 'updated' : 'created',
        changes: [
          { field: 'monthlySpendEgp', before: egp(before?.cost), after: egp(input.amount) },
        ],
      },
      now,
    )
    return before ? 'updated' : 'created'
  })
}
