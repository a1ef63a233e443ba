import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

const LEAD_RATE_LIMIT = 20 // the default of lib/env.ts: the e2e server does not change it

/**
 * Through [::1], a bucket few other tests use (the browser may reach "localhost" over either
 * address, so this test does not assume the bucket is empty).
 */
function ipv6Origin(baseURL: string | undefined) {
  const url = new URL(baseURL!)
  url.hostname = '[::1]'
  return url.origin
}

test('a lead post is answered uncompressed; a forged X-Forwarded-For does not escape the rate limit', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = ipv6Origin(baseURL)
  await page.goto(`${origin}/`)
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await form.getByLabel('Full name').fill('Front Server')
  await form.getByLabel('Phone').fill('01001234567')
  await form.getByLabel('Email').fill('front-server@example.com')
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
  )
  await form.getByRole('button', { name: 'Book my consultation' }).click()
  const response = await answered
  expect(await response.request().headerValue('accept-encoding')).toContain('gzip')
  expect(await response.headerValue('content-encoding')).toBeNull()
  await expect(page.getByText('Your consultation is booked')).toBeVisible()

  // Replay the browser's post with a fresh idempotency key and a different forged client
  // address each time: the front server appends the real one, and that one is counted.
  const sent = response.request()
  const headers = Object.fromEntries(
    Object.entries(await sent.allHeaders()).filter(
      ([name]) => !name.startsWith(':') && name !== 'content-length',
    ),
  )
  const body = sent.postData() ?? ''
  // React prefixes the fields of an action's form data (`_1_idempotencyKey`).
  const key = /(name="(?:_\d+_)?idempotencyKey"\r\n\r\n)[^\r]+/
  expect(body).toMatch(key)
  const statuses: string[] = []
  for (let i = 1; i <= LEAD_RATE_LIMIT; i++) {
    const replay = await request.post(sent.url(), {
      headers: { ...headers, 'x-forwarded-for': `198.51.100.${i}` },
      data: body.replace(key, `$1${randomUUID()}`),
    })
    expect(replay.status()).toBe(200)
    statuses.push(/"status":"([a-z-]+)"/.exec(await replay.text())?.[1] ?? 'none')
  }
  // Were the forged address counted, every replay would be a fresh address and succeed. As the
  // real one is counted, the bucket (at most LEAD_RATE_LIMIT, one used by the browser) fills
  // within these replays and then stays shut.
  const firstRefusal = statuses.indexOf('rate-limited')
  expect(firstRefusal).toBeGreaterThan(0)
  expect(firstRefusal).toBeLessThan(LEAD_RATE_LIMIT)
  expect(statuses.slice(0, firstRefusal).every((s) => s === 'success')).toBe(true)
  expect(statuses.slice(firstRefusal).every((s) => s === 'rate-limited')).toBe(true)
})
