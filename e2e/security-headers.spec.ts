import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { signIn } from './admin-support'
import { discoverPublicLinks, waitForHydration } from './support'

function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['x-powered-by'], what).toBeUndefined()
  expect(headers['x-middleware-rewrite'], what).toBeUndefined()
  // How Next made the answer (x-nextjs-cache, -prerender, -stale-time) is not told.
  expect(
    Object.keys(headers).filter((name) => name.startsWith('x-nextjs-')),
    what,
  ).toEqual([])
  // Served over plain http here: HSTS would be ignored, and must not be sent.
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * Every inline script of the page is allowed by its hash, and nothing else inline: each is one
 * of the app's own (scripts/server/inline-scripts.mjs), which only those get.
 */
async function expectOwnScriptsHashed(response: APIResponse, what: string) {
  const policy = directives(response.headers()['content-security-policy'] ?? '')
  expect(policy['default-src'], what).toEqual(["'self'"])
  const html = await response.text()
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ''))
    .map(([, , body]) => sha(body ?? ''))
  expect(inline.length, what).toBeGreaterThan(0)
  const hashes = (policy['script-src'] ?? []).filter((v) => v.startsWith("'sha256-"))
  expect(new Set(hashes), what).toEqual(new Set(inline))
}

test('a page asked for again with its ETag keeps its own policy and caching, however it is answered', async ({
  request,
  page,
}) => {
  // The 404 page is never kept by the front server: each request reaches Next, whose own
  // answer to If-None-Match (a 304 with a file's policy and a year's caching) the browser
  // would keep for the page.
  // Other tests publish and edit while this runs: a page that changed between the two
  // requests is asked for again (a new ETag is a 200, rightly).
  for (const path of ['/the-crest-residence', '/developers/nile-crest/ar']) {
    await expect(async () => {
      const first = await request.get(path)
      const etag = first.headers().etag
      expect(etag, path).toBeTruthy()
      const again = await request.get(path, { headers: { 'if-none-match': etag! } })
      expect(again.status(), path).toBe(304)
      expect(again.headers()['content-security-policy'], path).toBe(
        first.headers()['content-security-policy'],
      )
      expect(again.headers()['cache-control'], path).toBe(
        'public, max-age=0, s-maxage=0, must-revalidate',
      )
    }).toPass()
  }
  // The 404 page is rendered per request (it names the URL asked for), so it has no ETag of
  // its own: one a CDN kept from elsewhere gets the 404, with the page's policy.
  const missing = '/no-such-page-revisited'
  const again = await request.get(missing, { headers: { 'if-none-match': '"kept-by-a-cdn"' } })
  expect(again.status(), missing).toBe(404)
  await expectOwnScriptsHashed(again, missing)
  expect(again.headers()['cache-control'], missing).toBe(
    'public, max-age=0, s-maxage=0, must-revalidate',
  )

  // A visitor who comes back to a page (the browser asks with its ETag) gets a working page.
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text())
  })
  for (const path of ['/capital-heights/ar', '/capital-heights', '/capital-heights/ar']) {
    await page.goto(path)
    await waitForHydration(page)
  }
  expect(blocked).toEqual([])
})

test('a public page: strict policy with its own inline scripts hashed, CDN-safe caching', async ({
  request,
}) => {
  const path = '/the-crest-residence/ar'
  await expect
    .poll(async () => (await request.get(path)).headers()['x-page-cache'], { timeout: 15_000 })
    .toBe('HIT')
  for (const response of [await request.get(path), await request.get('/no-such-project-x')]) {
    const what = `${response.url()} (${response.status()})`
    expectBaseHeaders(response, what)
    const policy = directives(response.headers()['content-security-policy'] ?? '')
    expect(policy['script-src'], what).not.toContain("'unsafe-inline'")
    expect(policy['script-src'], what).not.toContain("'unsafe-eval'")
    expect(policy['object-src'], what).toEqual(["'none'"])
    expect(policy['base-uri'], what).toEqual(["'none'"])
    expect(policy['frame-ancestors'], what).toEqual(["'self'"])
    expect(policy['form-action'], what).toEqual(["'self'"])
    expect(policy['frame-src'], what).toEqual(['https://maps.google.com', 'https://www.google.com'])
    await expectOwnScriptsHashed(response, what)
  }
  const page = await request.get(path)
  expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=0, must-revalidate')
  expect(page.headers().vary).toContain('RSC')
  expect(page.headers().vary).toContain('Accept-Encoding')
})

// Issue 38 §8: a path ending like a file name (`.php`, a preview link whose signature ended
// in letters and digits) went past the front server's policy to Next's baseline.
test('every page answer has the strict policy: paths like file names, preview links, HEAD', async ({
  request,
}) => {
  const payload = Buffer.from(JSON.stringify({ k: 'p', i: 'x', x: 4e9 })).toString('base64url')
  for (const path of [
    '/x.php',
    '/the-crest-residence.html',
    '/developers/nile-crest.asp',
    `/preview/${payload}.AbC123`,
    `/preview/${payload}~AbC123`,
  ]) {
    const response = await request.get(path)
    const what = `${path} (${response.status()})`
    expect(response.status(), what).toBe(404)
    expectBaseHeaders(response, what)
    const policy = directives(response.headers()['content-security-policy'] ?? '')
    expect(policy['script-src'], what).not.toContain("'unsafe-inline'")
    await expectOwnScriptsHashed(response, what)
  }
  for (const path of ['/x.php', '/the-crest-residence']) {
    const head = await request.head(path)
    const policy = directives(head.headers()['content-security-policy'] ?? '')
    expect(policy['script-src'], `HEAD ${path}`).not.toContain("'unsafe-inline'")
    expect(policy['object-src'], `HEAD ${path}`).toEqual(["'none'"])
  }
})

test('an admin page: a fresh nonce per request on Next’s scripts, never framed', async ({
  page,
}) => {
  const policies: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      policies.push(response.headers()['content-security-policy'] ?? '')
  })
  await signIn(page, 'moderator')
  await page.goto('/admin/leads')
  const response = await page.request.get('/admin/leads')
  expectBaseHeaders(response, 'admin')
  expect(response.headers()['x-frame-options']).toBe('DENY')
  const policy = directives(response.headers()['content-security-policy'] ?? '')
  expect(policy['frame-ancestors']).toEqual(["'none'"])
  const nonce = (policy['script-src'] ?? []).find((v) => v.startsWith("'nonce-"))
  expect(nonce).toBeTruthy()
  // No Tag Manager in the back office: nothing but the app's own scripts may load or report.
  expect(policy['script-src']).toEqual(["'self'", nonce])
  expect(policy['connect-src']).toEqual(["'self'"])
  expect(await response.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`)
  const nonces = policies.map((p) => /'nonce-([^']+)'/.exec(p)?.[1])
  expect(new Set(nonces).size).toBe(nonces.length)
})

test('/og/ images and the API: nosniff, no framing, nothing may run', async ({ request }) => {
  for (const path of ['/og/p/the-crest-residence.jpg', '/api/health']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expectBaseHeaders(response, path)
    expect(response.headers()['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  }
})

/** Violations the page reported to itself (the policy blocked something it uses). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

test('pages work under their policy: hydration, lazy forms, the map, the admin', async ({
  page,
}) => {
  const violations = await watchViolations(page)
  for (const path of ['/', '/ar', '/the-crest-residence', '/developers/nile-crest/ar']) {
    await page.goto(path)
    await waitForHydration(page)
    // The lead forms load as the visitor nears them: their code must load too.
    const lazy = page.locator('#lead-form, #consultation')
    if (await lazy.count()) {
      await lazy.first().scrollIntoViewIfNeeded()
      await expect(lazy.first().locator('form, [role="progressbar"]').first()).toBeVisible()
    }
    expect(await violations(), path).toEqual([])
  }
  // The map's own origin (answered here: this machine is offline) is allowed to frame.
  await page.route('https://maps.google.com/maps?**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  )
  await page.goto('/the-crest-residence')
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready')
  expect(await violations(), 'map').toEqual([])
  await signIn(page, 'admin')
  await page.goto('/admin')
  await waitForHydration(page)
  expect(await violations(), 'admin').toEqual([])
})

function filesUnder(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    count += entry.isDirectory() ? filesUnder(path) : statSync(path).isFile() ? 1 : 0
  }
  return count
}

// @quiet: it counts the files of Next's page cache, which other tests' pages add to.
test(
  'made-up URLs are answered 404 without growing any cache; a visitor’s query never reaches another',
  { tag: '@quiet' },
  async ({ request }) => {
    test.setTimeout(120_000)
    const routeCache = join(process.cwd(), '.next/server/route-cache')
    // The 404 page of each language and the real page are rendered into the cache once, before
    // counting: however many made-up URLs follow, nothing more may be added.
    await request.get('/no-such-project-warmup')
    await request.get('/no-such-project-warmup/ar')
    await expect
      .poll(async () => (await request.get('/the-crest-residence')).headers()['x-page-cache'], {
        timeout: 15_000,
      })
      .toBe('HIT')
    const before = filesUnder(routeCache)
    for (let i = 0; i < 15; i++) {
      const stamp = `${Date.now().toString(36)}${i}`
      expect((await request.get(`/made-up-${stamp}`)).status()).toBe(404)
      expect((await request.get(`/developers/made-up-${stamp}/ar`)).status()).toBe(404)
      // With a dot, as scanners send them: a 404 all the same, and no cache entry.
      expect((await request.get(`/made-up-${stamp}.html`)).status()).toBe(404)
      expect((await request.get(`/x${stamp}.y/ar`)).status()).toBe(404)
      expect((await request.get(`/developers/x${stamp}.z`)).status()).toBe(404)
      expect((await request.get(`/en/x${stamp}.y`)).status()).toBe(404)
      const unit = await request.get(`/the-crest-residence?unit=%3Cx${stamp}%3E`)
      expect(unit.status()).toBe(200)
    }
    expect(filesUnder(routeCache)).toBe(before)

    // The first visitor of a page arrives from an ad; the next one must not get their query.
    // A page is stored by the request that finds it missing (x-page-cache MISS). Earlier tests
    // may have stored every page; entries live 60 s, so going round the pages finds one soon.
    const { projects, developers } = await discoverPublicLinks(request)
    const pages = [...developers, ...projects].flatMap((p) => [`${p}/ar`, p])
    let stored: string | null = null
    let turn = 0
    await expect
      .poll(
        async () => {
          const path = pages[turn++ % pages.length]!
          const first = await request.get(
            `${path}?gclid=first-visitor-click&utm_source=secret-campaign`,
          )
          if (first.headers()['x-page-cache'] === 'MISS') stored = path
          return stored
        },
        { message: 'a page this test stored first', timeout: 80_000, intervals: [50] },
      )
      .toBeTruthy()
    const next = await request.get(stored!)
    expect(next.headers()['x-page-cache']).toBe('HIT')
    const everyHeader = JSON.stringify(next.headersArray())
    expect(everyHeader).not.toContain('first-visitor-click')
    expect(everyHeader).not.toContain('secret-campaign')
    // Nor in the page itself, its RSC payload included.
    const body = await next.text()
    expect(body).not.toContain('first-visitor-click')
    expect(body).not.toContain('secret-campaign')
  },
)

test('the route that expires another instance’s content is not there for anyone but the app itself', async ({
  request,
}) => {
  const attempts: Record<string, string>[] = [
    {},
    { 'x-masar-internal': 'guessed-token' },
    { 'x-masar-internal': '' },
  ]
  for (const headers of attempts) {
    const response = await request.post('/api/internal/content-changed', { headers })
    expect(response.status(), JSON.stringify(headers)).toBe(404)
  }
  expect((await request.get('/api/internal/content-changed')).status()).toBe(405)
})
