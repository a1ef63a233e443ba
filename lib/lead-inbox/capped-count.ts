import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { leads } from '@/lib/db/schema'

/**
 * Counts go this far and no further: past it, the exact number matters to nobody working an
 * inbox, and counting a million leads costs a full scan. A view shows "10,000+".
 */
export const COUNT_CAP = 10_000

/** A scalar subquery: how many leads match, counted up to COUNT_CAP + 1. */
export const cappedCountSql = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${leads} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1}) as matches)`

export type CappedCount = { total: number; more: boolean }

export const readCapped = (counted: number): CappedCount => ({
  total: Math.min(counted, COUNT_CAP),
  more: counted > COUNT_CAP,
})
