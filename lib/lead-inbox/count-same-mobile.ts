import 'server-only'
import { and, count, inArray, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'

/**
 * How many leads hold each of these mobiles (normalised): a list row whose person has other
 * leads says so. One indexed read for a page of rows (leads_mobile_idx).
 */
export async function countSameMobile(mobiles: (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(mobiles.filter((mobile): mobile is string => !!mobile))]
  if (wanted.length === 0) return new Map()
  const rows = await db()
    .select({ mobile: leads.mobileLocal, leads: count() })
    .from(leads)
    .where(and(inArray(leads.mobileLocal, wanted), isNull(leads.erasedAt)))
    .groupBy(leads.mobileLocal)
  return new Map(rows.map((row) => [row.mobile!, row.leads]))
}
