// @ts-check
// How a public page may be kept by browsers and CDNs. Sent by Next itself (proxy.ts sets it on
// the ISR pages it rewrites to, instead of Next's s-maxage of a year) and by the front server
// on the pages it answers from its PageCache: the same rule whoever answers.

/**
 * A CDN may keep a public page but must ask again on every request (a conditional request:
 * Next or the page cache answers 304 while nothing changed), so an unpublished or deleted
 * project is gone on the next request everywhere, not after the CDN's copy expires.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, must-revalidate'

/** The same URL answers HTML, or an RSC payload to Next's router: caches must keep them apart. */
export const PAGE_VARY =
  'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding'
