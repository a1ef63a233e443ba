import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './support'

/** The consultation form's request as the browser sent it, to send again as other visitors. */
export type RecordedLeadPost = { path: string; headers: Record<string, string>; body: string }

/** Books a consultation through the browser on `origin` and keeps the request it sent. */
export async function recordConsultationPost(
  page: Page,
  origin: string,
): Promise<RecordedLeadPost> {
  await page.goto(`${origin}/`)
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await form.getByLabel('Full name').fill('Recorded Visitor')
  await form.getByLabel('Phone').fill('01000000000')
  await form.getByLabel('Email').fill('recorded-visitor@example.com')
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
  )
  await form.getByRole('button', { name: 'Book my consultation' }).click()
  const sent = (await answered).request()
  await expect(page.getByText('Your consultation is booked')).toBeVisible()
  const headers = Object.fromEntries(
    Object.entries(await sent.allHeaders()).filter(
      ([name]) => !name.startsWith(':') && !['content-length', 'host', 'origin'].includes(name),
    ),
  )
  const body = sent.postData() ?? ''
  expect(body).toMatch(fieldValue('idempotencyKey'))
  expect(body).toMatch(fieldValue('phone'))
  return { path: new URL(sent.url()).pathname, headers, body }
}

// React prefixes the fields of an action's form data (`_1_phone`).
const fieldValue = (name: string) => new RegExp(`(name="(?:_\\d+_)?${name}"\\r\\n\\r\\n)[^\\r]+`)

/** A mobile of a test's own (010 and eight random digits): a repeat would join an older lead. */
export const randomMobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** A visitor books a consultation on the home page, under `name` (and `phone`): a New lead. */
export async function bookConsultation(
  page: Page,
  name: string,
  phone = randomMobile(),
  { referer }: { referer?: string } = {},
) {
  await page.goto('/', { referer })
  await waitForHydration(page)
  // The form section renders once scrolled to.
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Phone').fill(phone)
  await form.getByLabel('Email').fill(`visitor-${randomUUID().slice(0, 8)}@example.com`)
  await form.getByRole('button', { name: 'Book my consultation' }).click()
  await expect(page.getByText('Your consultation is booked')).toBeVisible()
}

/** A mobile number of its own for the n-th visitor of a test (010 and eight digits). */
export const visitorPhone = (n: number) => `010${String(100_000_000 + n).slice(1)}`

/**
 * Sends the recorded booking to `origin` as another visitor (own phone and idempotency key)
 * and says what the action answered: 'ok', the failure's code, or how the request failed.
 */
export async function postLead(
  origin: string,
  recorded: RecordedLeadPost,
  visitor: { phone: string; key?: string },
): Promise<string> {
  const body = recorded.body
    .replace(fieldValue('idempotencyKey'), `$1${visitor.key ?? randomUUID()}`)
    .replace(fieldValue('phone'), `$1${visitor.phone}`)
  try {
    const response = await fetch(`${origin}${recorded.path}`, {
      method: 'POST',
      headers: { ...recorded.headers, origin },
      body,
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    if (response.status !== 200) return `HTTP ${response.status}`
    return text.includes('"ok":true') ? 'ok' : (/"code":"([a-z-]+)"/.exec(text)?.[1] ?? text)
  } catch (error) {
    return `request failed: ${error instanceof Error ? error.message : String(error)}`
  }
}
