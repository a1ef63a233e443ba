import { createHash } from 'node:crypto'
import { expect, test, type APIResponse } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { waitForHydration } from './support'

// Plain `next start` on the real build, without the front server (scripts/server): what a host
// that runs Next itself serves. A 404 is a 404, and every response carries the security
// headers and a policy, from Next itself (proxy.ts, next.config.mjs).

const PORT = Number(process.env.E2E_PORT ?? 3100) + 9
const DATA_DIR = '.data-e2e-next-start'

// One server for the file's tests, in one worker (two would share its port and build copy).
test.describe.configure({ mode: 'serial' })

let server: AppServer | null = null

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, entry: 'next-start' })
})

test.afterAll(async () => {
  await server?.stop()
})

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN')
  expect(headers['strict-transport-security'], what).toBeUndefined() // plain http here
  // One policy: a second header would be intersected with it by the browser.
  const policies = response.headersArray().filter((h) => /^content-security-policy$/i.test(h.name))
  expect(policies, what).toHaveLength(1)
  const policy = directives(policies[0]!.value)
  expect(policy['default-src'], what).toEqual(["'self'"])
  expect(policy['object-src'], what).toEqual(["'none'"])
  expect(policy['base-uri'], what).toEqual(["'none'"])
  expect(policy['frame-ancestors'], what).toEqual(["'self'"])
  expect(policy['form-action'], what).toEqual(["'self'"])
  return policy
}

/**
 * The page's inline scripts (not JSON-LD data blocks), and whether the policy lets each run:
 * 'unsafe-inline' counts only where no hash or nonce is listed (CSP2+ ignores it then).
 */
async function blockedInlineScripts(response: APIResponse, scriptSrc: string[]) {
  const html = await response.text()
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ''))
    .map(([, , body]) => body ?? '')
  expect(inline.length).toBeGreaterThan(0)
  const hashOrNonce = scriptSrc.some((v) => /^'(sha256|sha384|sha512|nonce)-/.test(v))
  const asClass = scriptSrc.includes("'unsafe-inline'") && !hashOrNonce
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  return inline.filter((body) => !asClass && !scriptSrc.includes(sha(body)))
}

test('unknown URLs answer 404 with the 404 page, the security headers and a policy', async ({
  request,
}) => {
  for (const path of [
    '/no-such-project',
    '/no-such-project/ar',
    '/projects/no-such-project',
    '/developers/no-such-developer',
    '/developers/no-such-developer/ar',
    '/made/up/path',
  ]) {
    const response = await request.get(`${server!.url}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    expectSecurityHeaders(response, path)
    expect(await response.text(), path).toMatch(/<title>404 · /)
    // A CDN may keep it, but asks again each time (a project published under that slug shows).
    expect(response.headers()['cache-control'], path).toBe(
      'public, max-age=0, s-maxage=0, must-revalidate',
    )
  }
})

test('a project page: 200 with the same headers, and its inline scripts allowed by its policy', async ({
  request,
  page,
}) => {
  const path = '/the-crest-residence'
  const response = await request.get(`${server!.url}${path}`)
  expect(response.status()).toBe(200)
  const policy = expectSecurityHeaders(response, path)
  expect(await blockedInlineScripts(response, policy['script-src'] ?? [])).toEqual([])
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=0, must-revalidate')

  // And in the browser: the page hydrates and the policy blocks nothing it uses.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  for (const visited of [path, '/the-crest-residence/ar', '/no-such-project']) {
    await page.goto(`${server!.url}${visited}`)
    await waitForHydration(page)
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    )
    expect(violations, visited).toEqual([])
  }
})

test('the API and files get the resource policy; admin pages a nonce policy and DENY', async ({
  request,
}) => {
  const health = await request.get(`${server!.url}/api/health`)
  expect(health.status()).toBe(200)
  expect(health.headers()['x-content-type-options']).toBe('nosniff')
  expect(health.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  )
  const login = await request.get(`${server!.url}/admin/login`)
  expect(login.status()).toBe(200)
  expect(login.headers()['x-frame-options']).toBe('DENY')
  expect(login.headers()['x-content-type-options']).toBe('nosniff')
  const policy = directives(login.headers()['content-security-policy'] ?? '')
  expect(policy['frame-ancestors']).toEqual(["'none'"])
  expect(policy['script-src']?.some((v) => v.startsWith("'nonce-"))).toBe(true)
  expect(policy['script-src']).not.toContain("'unsafe-inline'")
})
