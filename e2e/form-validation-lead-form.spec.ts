import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import {
  actionRequests,
  dropCap,
  expectCapped,
  expectErrors,
  fillAndLeave,
  isAction,
  LOCALES,
  LONG_EMAIL,
  submitWith,
  tamperNextAction,
  type Dir,
} from './form-validation-support'
import { expectDocumentLanguage, waitForHydration } from './support'

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

for (const { locale, dir, t, project } of LOCALES) {
  test.describe(`${locale}`, () => {
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
      const help = l.mobileHelp
        .replace('{local}', '010 1234 5678')
        .replace('{international}', '+20 10 1234 5678')
      await expect(field('mobile')).toHaveAccessibleDescription(`${help} ${e.mobileInvalid}`)

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
          (JSON.parse(sessionStorage.getItem('lead-contact') ?? '{}') as { lead_id?: string })
            .lead_id,
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
