import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { cairoDay } from '@/lib/i18n/business-time'
import { readSpendReturns } from './read-spend-returns'

export type MonthSpend = {
  /** This Cairo month to today, EGP piastres (a typed month figure: its share so far). */
  spendPiastres: number
  /** Leads of the month from campaigns with spend. */
  leads: number
}

/** The admin home's ad figures: this month's spend and the leads it brought. */
export async function readMonthSpend({
  viewer,
  now = new Date(),
}: {
  viewer: Viewer
  now?: Date
}): Promise<MonthSpend> {
  requirePermission(viewer, 'teamLeads')
  const today = cairoDay(now)
  const { total } = await readSpendReturns({ from: `${today.slice(0, 7)}-01`, to: today })
  return { spendPiastres: total.spendPiastres, leads: total.leads }
}
