import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import ar from '../messages/ar.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }
import { expectDocumentLanguage, waitForHydration } from './support'

// Spec §5: every validation message of the three lead forms, in English and in Arabic, with the
// texts of messages/*.json. Too-long values: the inputs cap them (maxLength); with the cap
// removed (a paste in a browser that ignores it) the client validator says so; with the client
// bypassed (the sent request rewritten after the client let it through) the server does.

const LOCALES = [
  { locale: 'en', dir: 'ltr', t: en, home: '/', project: '/the-crest-residence' },
  { locale: 'ar', dir: 'rtl', t: ar, home: '/ar', project: '/the-crest-residence/ar' },
] as const

const isAction = (request: Request) =>
  request.method() === 'POST' && !!request.headers()['next-action']

/** Server-action requests the page sends from now on. */
function actionRequests(page: Page): Request[] {
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
async function tamperNextAction(page: Page, click: () => Promise<void>, swaps: [string, string][]) {
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
async function submitWith(button: Locator) {
  await button.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await button.click()
}

type Dir = 'ltr' | 'rtl'

/**
 * Exactly the named controls are aria-invalid, each described by (aria-describedby) its
 * message, which is visible and laid out in the page's direction. One look at the whole form.
 */
async function expectErrors(form: Locator, expected: Record<string, string>, dir: Dir) {
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
async function expectCapped(control: Locator, max: number) {
  await expect(control).toHaveAttribute('maxlength', String(max))
  await control.fill('x'.repeat(max + 1))
  await expect(control).toHaveValue('x'.repeat(max))
}

const dropCap = (control: Locator) => control.evaluate((el) => el.removeAttribute('maxlength'))

/** Fills and leaves each text field, so that its on-blur check clears any earlier message. */
async function fillAndLeave(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`)
    await control.fill(value)
    await control.blur()
  }
}

/**
 * A new toast (not seen by an earlier call): an error with the given title and text, laid out
 * in the page's direction.
 */
async function expectErrorToast(page: Page, title: string, description: string, dir: Dir) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const fresh = [...document.querySelectorAll('[data-sonner-toast]:not([data-seen])')]
        return fresh.map((toast) => ({
          type: toast.getAttribute('data-type'),
          title: toast.querySelector('[data-title]')?.textContent,
          description: toast.querySelector('[data-description]')?.textContent,
          dir: toast.closest('[data-sonner-toaster]')?.getAttribute('dir'),
        }))
      }),
    )
    .toEqual([{ type: 'error', title, description, dir }])
  await page
    .locator('[data-sonner-toast]')
    .evaluateAll((toasts) => toasts.forEach((toast) => toast.setAttribute('data-seen', '')))
}

const stepLabel = (template: string, n: number) =>
  template.replace('{current}', String(n)).replace('{total}', '2')

const LONG_EMAIL = `${'m'.repeat(250)}@example.com` // 262 characters

for (const { locale, dir, t, home, project } of LOCALES) {
  test.describe(`${locale}`, () => {
    test(`home consultation form: every message, client and server`, async ({ page }) => {
      const e = t.consultation.errors
      await page.goto(home)
      await expectDocumentLanguage(page, locale)
      await waitForHydration(page)
      await page.locator('#consultation').scrollIntoViewIfNeeded()
      const form = page.locator('#consultation form')
      await expect(form).toBeVisible()
      const field = (name: string) => form.locator(`[name="${name}"]`)
      const submit = form.getByRole('button', { name: t.consultation.submit })
      const sent = actionRequests(page)

      // Required fields, on submit: the first invalid field gets the focus.
      await submitWith(submit)
      await expectErrors(
        form,
        { fullName: e.nameRequired, email: e.emailInvalid, phone: e.phoneRequired },
        dir,
      )
      await expect(field('fullName')).toBeFocused()

      // On blur.
      await fillAndLeave(form, { fullName: 'Mona Adel', phone: '01001234567', email: 'mona@' })
      await expectErrors(form, { email: e.emailInvalid }, dir)

      // Too long: capped while typing; uncapped, the client validator refuses the value.
      const caps = { fullName: 100, email: 255, phone: 20, preferredArea: 100, notes: 1000 }
      for (const [name, max] of Object.entries(caps)) {
        await expectCapped(field(name), max)
        await dropCap(field(name))
      }
      await field('fullName').fill('x'.repeat(101))
      await field('email').fill(LONG_EMAIL)
      await field('phone').fill('0'.repeat(21))
      await field('preferredArea').fill('x'.repeat(101))
      await field('notes').fill('x'.repeat(1001))
      // A budget the list does not offer.
      await field('budgetRange').evaluate((select) => select.append(new Option('?', 'bogus')))
      await field('budgetRange').selectOption('bogus')
      await submitWith(submit)
      const tooLong = {
        fullName: e.nameTooLong,
        email: e.emailTooLong,
        phone: e.phoneTooLong,
        preferredArea: e.areaTooLong,
        budgetRange: e.budgetInvalid,
        notes: e.notesTooLong,
      }
      await expectErrors(form, tooLong, dir)
      await expect(field('fullName')).toBeFocused()
      expect(sent, 'nothing is sent while the client finds errors').toHaveLength(0)

      // The server's own validation: valid values pass the client, then the request is
      // rewritten; the server's field errors come back and show the same messages.
      await fillAndLeave(form, {
        fullName: 'Server Check',
        email: 'server.check@example.com',
        phone: '01001234567',
        preferredArea: 'Server Area',
        notes: 'Server notes',
      })
      await field('budgetRange').focus()
      await field('budgetRange').selectOption('under_5m')
      await field('budgetRange').blur()
      await expectErrors(form, {}, dir)
      const { body, reply } = await tamperNextAction(page, () => submitWith(submit), [
        ['Server Check', 'x'.repeat(101)],
        ['server.check@example.com', LONG_EMAIL],
        ['01001234567', '0'.repeat(21)],
        ['Server Area', 'x'.repeat(101)],
        ['under_5m', 'bogus'],
        ['Server notes', 'x'.repeat(1001)],
      ])
      expect(body).toContain('x'.repeat(1001))
      expect(reply).toContain('"code":"invalid"')
      for (const [name, key] of Object.entries({
        fullName: 'nameTooLong',
        email: 'emailTooLong',
        phone: 'phoneTooLong',
        preferredArea: 'areaTooLong',
        budgetRange: 'budgetInvalid',
        notes: 'notesTooLong',
      }))
        expect(reply).toContain(`"${name}":"${key}"`)
      await expectErrors(form, tooLong, dir)
      await expect(form).toBeVisible() // nothing booked
    })

    test(`project lead form: every message of both steps, client and server`, async ({ page }) => {
      const l = t.leadForm
      const e = l.errors
      await page.goto(project)
      await expectDocumentLanguage(page, locale)
      await waitForHydration(page)
      const box = page.locator('#lead-form')
      await box.scrollIntoViewIfNeeded()
      const form = box.locator('form')
      await expect(form).toBeVisible()
      const field = (name: string) => form.locator(`[name="${name}"]`)
      const next = form.getByRole('button', { name: l.next })
      const submit = form.getByRole('button', { name: l.submit })
      const consent = form.getByLabel(l.consent)
      const sent = actionRequests(page)

      // Step 1, nothing filled in.
      await submitWith(next)
      await expectErrors(
        form,
        { fullName: e.nameTooShort, mobile: e.mobileInvalid, email: e.emailInvalid },
        dir,
      )
      await expect(field('fullName')).toBeFocused()
      // The mobile's description keeps the format example next to the error.
      await expect(field('mobile')).toHaveAccessibleDescription(
        `${l.mobileHelp} ${e.mobileInvalid}`,
      )

      // On blur: one letter, a number outside the Egyptian mobile ranges, a broken address.
      await fillAndLeave(form, { fullName: 'M', mobile: '01301234567', email: 'mona@' })
      await expectErrors(
        form,
        { fullName: e.nameTooShort, mobile: e.mobileInvalid, email: e.emailInvalid },
        dir,
      )

      // Too long: capped while typing; uncapped, the client validator refuses the value.
      await expectCapped(field('mobile'), 20)
      for (const [name, max] of [
        ['fullName', 100],
        ['email', 255],
      ] as const) {
        await expectCapped(field(name), max)
        await dropCap(field(name))
      }
      await field('fullName').fill('x'.repeat(101))
      await field('mobile').fill('01001234567')
      await field('email').fill(LONG_EMAIL)
      await submitWith(next)
      await expectErrors(form, { fullName: e.nameTooLong, email: e.emailTooLong }, dir)
      await expect(field('fullName')).toBeFocused()
      expect(sent, 'nothing is sent while the client finds errors').toHaveLength(0)

      // The server's own validation refuses the rewritten request (the form shows its error
      // toast for any refusal and stays on step 1 with the values).
      await fillAndLeave(form, {
        fullName: 'Mona Adel',
        mobile: '01001234567',
        email: 'mona@example.com',
      })
      await expectErrors(form, {}, dir)
      const { reply } = await tamperNextAction(page, () => submitWith(next), [
        ['Mona Adel', 'x'.repeat(101)],
        ['01001234567', '01301234567'],
        ['mona@example.com', LONG_EMAIL],
      ])
      expect(reply).toContain('"code":"invalid"')
      expect(reply).toContain('"fullName":"nameTooLong"')
      expect(reply).toContain('"mobile":"mobileInvalid"')
      expect(reply).toContain('"email":"emailTooLong"')
      await expectErrorToast(page, l.errorTitle, l.errorBody, dir)
      await expect(box.getByText(stepLabel(l.stepOf, 1))).toBeVisible()
      await expect(field('fullName')).toHaveValue('Mona Adel')

      // On to step 2 for real.
      await submitWith(next)
      await expect(box.getByText(stepLabel(l.stepOf, 2))).toBeVisible()
      sent.length = 0

      // Step 2, nothing chosen: four messages, focus on the first question.
      await submitWith(submit)
      await expectErrors(
        form,
        { howSoon: e.howSoonRequired, unitInterest: e.unitRequired, consent: e.consentRequired },
        dir,
      )
      const channels = form.getByRole('group', { name: l.preferredChannel })
      await expect(channels).toHaveAccessibleDescription(e.channelRequired)
      await expect(channels.getByText(e.channelRequired)).toHaveCSS('direction', dir)
      await expect(field('howSoon')).toBeFocused()

      // Answered in turn: the focus moves to the first question still open.
      await field('howSoon').selectOption('within_3m')
      await field('unitInterest').selectOption('not_sure')
      await submitWith(submit)
      await expectErrors(form, { consent: e.consentRequired }, dir)
      await expect(channels).toHaveAccessibleDescription(e.channelRequired)
      await expect(form.getByLabel(l.channels.whatsapp)).toBeFocused()
      await form.getByLabel(l.channels.whatsapp).check()
      await submitWith(submit)
      await expect(form.getByText(e.channelRequired)).toHaveCount(0)
      await expectErrors(form, { consent: e.consentRequired }, dir)
      await expect(consent).toBeFocused()
      await consent.check()

      // Notes: capped at 500; uncapped, the client validator refuses 501 characters.
      await expectCapped(field('notes'), 500)
      await dropCap(field('notes'))
      await field('notes').fill('x'.repeat(501))
      await submitWith(submit)
      await expectErrors(form, { notes: e.notesTooLong }, dir)
      await expect(field('notes')).toBeFocused()
      expect(sent, 'nothing is sent while the client finds errors').toHaveLength(0)

      // The server's own validation refuses rewritten answers: the error toast, still step 2.
      await field('notes').fill('Server notes')
      const { reply: step2Reply } = await tamperNextAction(page, () => submitWith(submit), [
        ['Server notes', 'x'.repeat(501)],
        ['within_3m', 'someday'],
      ])
      expect(step2Reply).toContain('"code":"invalid"')
      expect(step2Reply).toContain('"notes":"notesTooLong"')
      expect(step2Reply).toContain('"howSoon":"howSoonRequired"')
      await expectErrorToast(page, l.errorTitle, l.errorBody, dir)
      await expect(box.getByText(stepLabel(l.stepOf, 2))).toBeVisible()
      await expect(submit).toBeEnabled()

      // The server unreachable: the same error toast.
      await page.route('**/*', (route) =>
        isAction(route.request()) ? route.abort() : route.fallback(),
      )
      await submitWith(submit)
      await expectErrorToast(page, l.errorTitle, l.errorBody, dir)
      await page.unrouteAll()
      await expect(box.getByText(stepLabel(l.stepOf, 2))).toBeVisible()

      // Step 1's lead is gone (it is not the one the request names): spec §5's message, and
      // the visitor is back on step 1, auto-filled, to send it again.
      const leadId = await page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('lead-contact') ?? '{}') as { leadId?: string })
            .leadId,
      )
      expect(leadId).toMatch(/^[0-9a-f-]{36}$/)
      const { reply: missing } = await tamperNextAction(page, () => submitWith(submit), [
        [leadId!, randomUUID()],
      ])
      expect(missing).toContain('"code":"not-found"')
      await expectErrorToast(page, l.errorTitle, e.step1Missing, dir)
      await expect(box.getByText(stepLabel(l.stepOf, 1))).toBeVisible()
      await expect(field('fullName')).toHaveValue('Mona Adel')

      // Step 1 again, then step 2 completes.
      await submitWith(next)
      await expect(box.getByText(stepLabel(l.stepOf, 2))).toBeVisible()
      await field('howSoon').selectOption('within_3m')
      await field('unitInterest').selectOption('not_sure')
      await form.getByLabel(l.channels.call).check()
      await consent.check()
      await submitWith(submit)
      await expect(box.getByText(l.thankYouTitle)).toBeVisible()
    })
  })
}
