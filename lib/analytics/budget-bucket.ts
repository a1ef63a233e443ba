// Spec §3 / §9 budget buckets (EGP): under 5 million, 5 to 10, 10 to 20, above 20 million.
export const BUDGET_BUCKETS = ['lt5m', '5to10m', '10to20m', 'gt20m'] as const
export type BudgetBucket = (typeof BUDGET_BUCKETS)[number]

const MILLION = 1_000_000

/** The bucket a price (or a budget) in EGP falls in; null when it is unknown. */
export function budgetBucketOfPrice(egp: number | null | undefined): BudgetBucket | null {
  if (!egp || egp <= 0) return null
  if (egp < 5 * MILLION) return 'lt5m'
  if (egp < 10 * MILLION) return '5to10m'
  if (egp <= 20 * MILLION) return '10to20m'
  return 'gt20m'
}

/** The consultation form's budget choices (their stored ids) as buckets. */
const RANGE_BUCKETS: Record<string, BudgetBucket> = {
  under_5m: 'lt5m',
  '5m_10m': '5to10m',
  '10m_20m': '10to20m',
  over_20m: 'gt20m',
}

export const budgetBucketOfRange = (range: string | null | undefined): BudgetBucket | null =>
  range && Object.hasOwn(RANGE_BUCKETS, range) ? RANGE_BUCKETS[range]! : null
