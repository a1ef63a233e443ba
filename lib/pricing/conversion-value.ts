/** Spec §9: lead value when no average unit price is known, in EGP. */
export const DEFAULT_LEAD_VALUE_EGP = 21_000

/** Spec §9: the conversion value of a lead is the average unit price / 100, rounded. */
export function conversionValue(averagePrice: number | null | undefined): number {
  return averagePrice && averagePrice > 0 ? Math.round(averagePrice / 100) : DEFAULT_LEAD_VALUE_EGP
}

/** Average of the prices that could be read, or null. */
export function averagePrice(prices: (number | null)[]): number | null {
  const known = prices.filter((price): price is number => price !== null && price > 0)
  return known.length > 0 ? known.reduce((sum, price) => sum + price, 0) / known.length : null
}
