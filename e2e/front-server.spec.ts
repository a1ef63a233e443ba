import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

const LEAD_RATE_LIMIT = 20 // the default of lib/env.ts: the e2e server does not change it

/**
 * Through [::1], not 127.0.0.1, so this test has the rate-limit bucket of an address no other
 * test submits from.
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
  // The browser's booking was the first of the limit.
  expect(statuses).toEqual([...Array<string>(LEAD_RATE_LIMIT - 1).fill('success'), 'rate-limited'])
})
