import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { waitForHydration } from './support'

const PROXIED_PORT = Number(process.env.E2E_PORT ?? 3100) + 2
const LEAD_RATE_LIMIT = 20

let proxied: AppServer

// One server for the file's tests, on a port of its own: both tests in one worker.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // The app behind a TLS proxy on this machine: requests from loopback are the proxy's.
  proxied = await startAppServer({
    port: PROXIED_PORT,
    dataDir: '.data-e2e-proxied',
    env: { TRUSTED_PROXIES: '127.0.0.1, ::1', LEAD_RATE_LIMIT: String(LEAD_RATE_LIMIT) },
  })
})

test.afterAll(async () => {
  await proxied?.stop()
})

/** The home consultation form's server action, as the browser posts it (to replay it). */
async function recordConsultationPost(page: Page) {
  await page.goto(`${proxied.url}/`)
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await form.getByLabel('Full name').fill('Proxy Visitor')
  await form.getByLabel('Phone').fill('01001234567')
  await form.getByLabel('Email').fill('proxy-visitor@example.com')
  const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action'])
  await form.getByRole('button', { name: 'Book my consultation' }).click()
  const request = await sent
  await expect(page.getByText('Your consultation is booked')).toBeVisible()
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(
      ([name]) => !name.startsWith(':') && !['content-length', 'host', 'cookie'].includes(name),
    ),
  )
  return { headers, body: request.postData() ?? '' }
}

test('behind a trusted proxy every visitor has their own address: many visitors are never refused, one visitor is', async ({
  page,
  request,
}) => {
  const post = await recordConsultationPost(page)
  const key = /(name="(?:_\d+_)?idempotencyKey"\r\n\r\n)[^\r]+/
  const submit = (visitor: string) =>
    request.post(`${proxied.url}/`, {
      headers: {
        ...post.headers,
        origin: proxied.url,
        'x-forwarded-for': `${visitor}, 127.0.0.1`,
        'x-forwarded-proto': 'https',
      },
      data: post.body.replace(key, `$1${randomUUID()}`),
    })
  const outcome = async (visitor: string) => {
    const text = await (await submit(visitor)).text()
    return text.includes('"ok":true') ? 'stored' : (/"code":"([a-z-]+)"/.exec(text)?.[1] ?? text)
  }
  // A campaign: 25 different people in a few minutes, all through the same proxy.
  const visitors = Array.from({ length: 25 }, (_, i) => `198.51.100.${i + 1}`)
  const results = []
  for (const visitor of visitors) results.push(await outcome(visitor))
  expect(results).toEqual(visitors.map(() => 'stored'))
  // One person trying 21 times is still held to the limit (the forged first entry is ignored).
  const repeated = []
  for (let i = 0; i < LEAD_RATE_LIMIT + 1; i++) repeated.push(await outcome('203.0.113.77'))
  expect(repeated.slice(0, LEAD_RATE_LIMIT).every((r) => r === 'stored')).toBe(true)
  expect(repeated.at(-1)).toBe('rate-limited')
})

test('X-Forwarded-Proto and -Host count only from a trusted proxy', async ({ request }) => {
  // Behind the proxy: the visitor used https, so the page says so (HSTS) and links are https.
  const proxiedPage = await request.get(`${proxied.url}/developers/nile-crest`, {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'masar.example' },
  })
  expect(proxiedPage.headers()['strict-transport-security']).toContain('max-age=')
  expect(proxiedPage.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
  // The main server trusts no proxy: the same headers from a client are ignored.
  const direct = await request.get('/developers/nile-crest', {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
  })
  expect(direct.headers()['strict-transport-security']).toBeUndefined()
  expect(await direct.text()).not.toContain('evil.example')
})
