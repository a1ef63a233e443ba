import { expect, test, type APIRequestContext } from '@playwright/test'

/** Requests a page until the front cache answers it (Next first renders, then serves a HIT). */
async function cachedResponse(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-page-cache'], { timeout: 15_000 })
    .toBe('HIT')
  return request.get(path, { headers: { 'accept-encoding': 'br' } })
}

// @quiet: any save in another test empties the page cache between these requests.
test(
  'public pages are answered from the front page cache, compressed, with ETags',
  { tag: '@quiet' },
  async ({ request }) => {
    const path = '/developers/nile-crest/ar'
    const hit = await cachedResponse(request, path)
    expect(hit.headers()['content-encoding']).toBe('br')
    expect(hit.headers()['content-type']).toContain('text/html')
    expect(await hit.text()).toContain('نايل كرست للتطوير العقاري') // Playwright decodes br

    const etag = hit.headers().etag
    expect(etag).toBeTruthy()
    const notModified = await request.get(path, { headers: { 'if-none-match': etag! } })
    expect(notModified.status()).toBe(304)

    // Ad click ids do not fragment the cache; a shared unit is its own page.
    const withClickId = await request.get(`${path}?gclid=test-click`)
    expect(withClickId.headers()['x-page-cache']).toBe('HIT')
  },
)

test('router requests, unknown pages and the API always reach the app', async ({ request }) => {
  await cachedResponse(request, '/')
  const rsc = await request.get('/', { headers: { rsc: '1' } })
  expect(rsc.headers()['x-page-cache']).toBeUndefined()
  expect(rsc.headers()['content-type']).toContain('text/x-component')
  for (let i = 0; i < 3; i++) {
    const missing = await request.get('/no-such-project')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['x-page-cache']).toBeUndefined()
  }
  const health = await request.get('/api/health')
  expect(health.headers()['x-page-cache']).toBeUndefined()
  expect(await health.json()).toMatchObject({
    database: { ok: true },
    outbox: { pending: expect.any(Number), failed: expect.any(Number) },
  })
})

// Issue 38 §9: the 404 page was kept with the first visitor's path (its language link and
// RSC payload), and every later unknown URL of that language showed it.
test('two unknown URLs get 404 pages that name neither the other’s path', async ({ request }) => {
  const stamp = Date.now().toString(36)
  const paths = [`/first-made-up-${stamp}/ar`, `/second-made-up-${stamp}/ar`]
  const names = paths.map((path) => path.split('/')[1]!)
  for (let round = 0; round < 2; round++) {
    for (const [index, path] of paths.entries()) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('404')
      expect(html, path).not.toContain(names[1 - index]!)
      // Its language link, where it has one, is its own.
      const switches = [...html.matchAll(/<a href="([^"]*)"[^>]*data-language-switch/g)]
      for (const [, href] of switches) expect(href, path).toBe(`/${names[index]}`)
    }
  }
})
