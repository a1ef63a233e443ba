/** Keys whose relative paths (as staff and the seed write them) search engines need absolute. */
const URL_KEYS = new Set(['item', 'url', '@id'])

type Json = unknown

function absolute(value: Json, siteUrl: string, key?: string): Json {
  if (typeof value === 'string')
    return key && URL_KEYS.has(key) && value.startsWith('/') ? `${siteUrl}${value}` : value
  if (Array.isArray(value)) return value.map((item) => absolute(item, siteUrl))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absolute(item, siteUrl, name)]),
    )
  return value
}

/**
 * A project page's JSON-LD block as rendered: relative URLs made absolute on this site, and a
 * RealEstateListing without offers given the project's starting price as one (EGP).
 */
export function completeStructuredData(
  block: Record<string, unknown>,
  { siteUrl, startingPrice }: { siteUrl: string; startingPrice: number | null },
): Record<string, unknown> {
  const done = absolute(block, siteUrl) as Record<string, unknown>
  if (done['@type'] !== 'RealEstateListing' || done.offers || !startingPrice) return done
  return {
    ...done,
    offers: {
      '@type': 'Offer',
      price: startingPrice,
      priceCurrency: 'EGP',
      ...(typeof done.url === 'string' ? { url: done.url } : {}),
    },
  }
}
