// Types for page-cache.mjs (plain Node, so the server starts without a TypeScript step).
import type { IncomingHttpHeaders } from 'node:http'

export type CacheableRequest = {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}
export type CachedPage = {
  headers: Record<string, string | string[]>
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer }
  size: number
  storedAt: number
  meta: Record<string, unknown>
}

export function cacheKeyFor(req: CacheableRequest): string | null
export function isCacheableResponse(
  status: number | undefined,
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>,
): boolean
export function preferredEncoding(acceptEncoding?: string): 'br' | 'gzip' | 'identity'

export class PageCache {
  constructor(options?: {
    maxEntries?: number
    maxBytes?: number
    ttlMs?: number
    now?: () => number
  })
  bytes: number
  /** Bumped by clear(); pass the value read when the page was requested to set(). */
  generation: number
  set(
    key: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
    meta?: Record<string, unknown>,
    generation?: number,
  ): void
  get(key: string): CachedPage | null
  delete(key: string): void
  clear(): void
}

export const PAGE_CACHE_GLOBAL: unique symbol
