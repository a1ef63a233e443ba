import { expect, type Locator, type Page, type Request } from '@playwright/test'
import ar from '../messages/ar.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }

// Spec §5: every validation message of the three lead forms, in English and in Arabic, with the
// texts of messages/*.json. Too-long values: the inputs cap them (maxLength); with the cap
// removed (a paste in a browser that ignores it) the client validator says so; with the client
// bypassed (the sent request rewritten after the client let it through) the server does.

export const LOCALES = [
  { locale: 'en', dir: 'ltr', t: en, home: '/', project: '/the-crest-residence' },
  { locale: 'ar', dir: 'rtl', t: ar, home: '/ar', project: '/the-crest-residence/ar' },
] as const

export const isAction = (request: Request) =>
  request.method() === 'POST' && !!request.headers()['next-action']

/** Server-action requests the page sends from now on. */
export function actionRequests(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (isAction(request)) sent.push(request)
  })
  return sent
}

/**
 * Rewrites the next server-action request on its way out: each marker the client validated is
 * replaced by the given value. Resolves with the rewritten body and the server's reply.
 */
export async function tamperNextAction(
  page: Page,
  click: () => Promise<void>,
  swaps: [string, string][],
) {
  let body = ''
  let reply: string | undefined
  await page.route('**/*', async (route) => {
    if (body || !isAction(route.request())) return route.fallback()
    body = route.request().postData() ?? ''
    for (const [marker, value] of swaps) {
      expect(body, `the request carries ${marker}`).toContain(marker)
      body = body.replaceAll(marker, value)
    }
    const response = await route.fetch({ postData: body })
    reply = await response.text()
    await route.fulfill({ response, body: reply })
  })
  await click()
  await expect.poll(() => reply, { message: 'the server answered' }).toBeDefined()
  await page.unrouteAll()
  return { body, reply: reply! }
}

/**
 * Leaves the focused field first: its on-blur message would otherwise appear on mouse-down and
 * move the button away before mouse-up, and the click would be lost.
 */
export async function submitWith(button: Locator) {
  await button.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await button.click()
}

export type Dir = 'ltr' | 'rtl'

/**
 * Exactly the named controls are aria-invalid, each described by (aria-describedby) its
 * message, which is visible and laid out in the page's direction. One look at the whole form.
 */
export async function expectErrors(form: Locator, expected: Record<string, string>, dir: Dir) {
  const want = Object.fromEntries(
    Object.entries(expected).map(([name, text]) => [
      name,
      { text, describedBy: true, visible: true, dir },
    ]),
  )
  await expect
    .poll(() =>
      form.evaluate((el) =>
        Object.fromEntries(
          [...el.querySelectorAll('[aria-invalid="true"]')].map((control) => {
            const errorId = `${control.id}-error`
            const error = document.getElementById(errorId)
            return [
              control.getAttribute('name'),
              {
                text: error?.textContent ?? null,
                describedBy: (control.getAttribute('aria-describedby') ?? '')
                  .split(' ')
                  .includes(errorId),
                visible: error?.checkVisibility() ?? false,
                dir: error ? getComputedStyle(error).direction : null,
              },
            ]
          }),
        ),
      ),
    )
    .toEqual(want)
}

/** The input caps what a visitor can type at `max` characters. */
export async function expectCapped(control: Locator, max: number) {
  await expect(control).toHaveAttribute('maxlength', String(max))
  await control.fill('x'.repeat(max + 1))
  await expect(control).toHaveValue('x'.repeat(max))
}

export const dropCap = (control: Locator) =>
  control.evaluate((el) => el.removeAttribute('maxlength'))

/** Fills and leaves each text field, so that its on-blur check clears any earlier message. */
export async function fillAndLeave(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`)
    await control.fill(value)
    await control.blur()
  }
}

export const LONG_EMAIL = `${'m'.repeat(250)}@example.com` // 262 characters
