import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  cacheKeyFor,
  isCacheableResponse,
  PageCache,
  preferredEncoding,
} from '../../scripts/server/page-cache.mjs'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })

describe('cacheKeyFor', () => {
  it('keys public pages by path, and project pages by their shared unit', () => {
    expect(cacheKeyFor(get('/the-crest-residence'))).toBe('/the-crest-residence')
    expect(cacheKeyFor(get('/the-crest-residence/ar?gclid=abc&utm_source=x'))).toBe(
      '/the-crest-residence/ar',
    )
    expect(cacheKeyFor(get('/x?unit=villa&gclid=1'))).toBe('/x?unit=villa')
    expect(cacheKeyFor(get('/'))).toBe('/')
  })

  it.each([
    ['a POST', { method: 'POST', url: '/', headers: {} }],
    ['the admin', get('/admin/projects')],
    ['an API route', get('/api/health')],
    ['Next assets', get('/_next/static/chunks/a.js')],
    ['social images', get('/og/p/x.jpg')],
    ['files', get('/favicon.ico')],
    ['an RSC request', get('/x', { rsc: '1' })],
    ['a prefetch', get('/x?_rsc=abc')],
    ['a server action', get('/x', { 'next-action': 'abc' })],
    ['an authorized request', get('/x', { authorization: 'Bearer t' })],
  ])('leaves %s to Next', (_label, request) => {
    expect(cacheKeyFor(request)).toBeNull()
  })
})

describe('isCacheableResponse', () => {
  const html = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT' }
  it('keeps only 200 HTML pages Next served from its own cache, without cookies', () => {
    expect(isCacheableResponse(200, html)).toBe(true)
    expect(isCacheableResponse(404, html)).toBe(false)
    expect(isCacheableResponse(200, { ...html, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(isCacheableResponse(200, { ...html, 'x-nextjs-cache': undefined })).toBe(false)
    expect(isCacheableResponse(200, { ...html, 'set-cookie': ['a=b'] })).toBe(false)
    expect(isCacheableResponse(200, { ...html, 'content-type': 'application/json' })).toBe(false)
  })
})

describe('shared-unit links', () => {
  it('keys only a well-formed unit slug; made-up values share the plain page', () => {
    expect(cacheKeyFor(get('/palm-valley?unit=villa-4br&gclid=x'))).toBe(
      '/palm-valley?unit=villa-4br',
    )
    expect(cacheKeyFor(get('/palm-valley?unit=%3Cscript%3E'))).toBe('/palm-valley')
    expect(cacheKeyFor(get(`/palm-valley?unit=${'a'.repeat(101)}`))).toBe('/palm-valley')
    expect(cacheKeyFor(get('/palm-valley?unit=&utm_source=x'))).toBe('/palm-valley')
  })
})

describe('PageCache', () => {
  const body = Buffer.from('<html>'.padEnd(5000, 'x'))

  it('stores identity, gzip and brotli forms and only the headers that describe the page', () => {
    const cache = new PageCache()
    cache.set(
      '/a',
      {
        'content-type': 'text/html',
        'content-length': '5000',
        etag: '"1"',
        // The first visitor's rewrite, with their ad click id: never replayed to others.
        'x-middleware-rewrite': '/en/a?gclid=first-visitor&utm_source=x',
        'set-cookie': 'a=b',
        'x-powered-by': 'Next.js',
        'cache-control': 's-maxage=31536000',
      },
      body,
      { policies: { http: 'p' } },
    )
    const entry = cache.get('/a')!
    expect(entry.headers).toEqual({ 'content-type': 'text/html', etag: '"1"' })
    expect(entry.meta).toEqual({ policies: { http: 'p' } })
    expect(gunzipSync(entry.bodies.gzip)).toEqual(body)
    expect(brotliDecompressSync(entry.bodies.br)).toEqual(body)
    expect(entry.bodies.br.length).toBeLessThan(body.length)
  })

  it('expires entries after the TTL and evicts the least recently used beyond its limits', () => {
    let now = 0
    const cache = new PageCache({ maxEntries: 2, ttlMs: 1000, now: () => now })
    cache.set('/a', {}, body)
    cache.set('/b', {}, body)
    cache.get('/a') // /b is now the least recently used
    cache.set('/c', {}, body)
    expect(cache.get('/b')).toBeNull()
    expect(cache.get('/a')).not.toBeNull()
    now = 1001
    expect(cache.get('/a')).toBeNull()
  })

  it('holds to a byte budget and empties on clear()', () => {
    const cache = new PageCache({ maxBytes: 8000 })
    cache.set('/a', {}, body)
    cache.set('/b', {}, body) // identity alone is 5000 bytes: only one page fits
    expect(cache.get('/a')).toBeNull()
    expect(cache.get('/b')).not.toBeNull()
    cache.clear()
    expect(cache.get('/b')).toBeNull()
    expect(cache.bytes).toBe(0)
  })
})

describe('PageCache after a content change', () => {
  const body = Buffer.from('<html>old project page</html>')

  it('does not keep a page whose request was in flight when the content changed', () => {
    const cache = new PageCache()
    const requestedAt = cache.generation // the visitor's request leaves for Next…
    cache.clear() // …the admin unpublishes the project…
    cache.set('/x', { 'content-type': 'text/html' }, body, {}, requestedAt) // …the old page lands
    expect(cache.get('/x')).toBeNull()
  })

  it('keeps a page requested after the change', () => {
    const cache = new PageCache()
    cache.clear()
    cache.set('/x', { 'content-type': 'text/html' }, body, {}, cache.generation)
    expect(cache.get('/x')).not.toBeNull()
  })
})

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, else identity', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('')).toBe('identity')
  })
})
