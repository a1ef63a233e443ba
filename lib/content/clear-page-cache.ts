type PageCache = { clear: () => void }

/** Empties the front server's page micro-cache (scripts/server/page-cache.mjs), if it runs. */
export function clearPageCache(): void {
  const pageCache = (globalThis as Record<symbol, PageCache | undefined>)[
    Symbol.for('masar.pageCache')
  ]
  pageCache?.clear()
}
