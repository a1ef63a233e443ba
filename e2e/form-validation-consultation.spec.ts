import { expect, test } from '@playwright/test'
import {
  actionRequests,
  dropCap,
  expectCapped,
  expectErrors,
  fillAndLeave,
  LOCALES,
  LONG_EMAIL,
  submitWith,
  tamperNextAction,
} from './form-validation-support'
import { expectDocumentLanguage, waitForHydration } from './support'

for (const { locale, dir, t, home } of LOCALES) {
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
        { fullName: e.nameRequired, email: e.emailRequired, phone: e.phoneRequired },
        dir,
      )
      await expect(field('fullName')).toBeFocused()

      // On blur.
      await fillAndLeave(form, { fullName: 'Mona Adel', phone: '01001234567', email: 'mona@' })
      await expectErrors(form, { email: e.emailInvalid }, dir)
      // The phone as the project form takes it: a landline or a number without its country
      // code is refused with how it should look; a number from abroad is fine.
      await fillAndLeave(form, { phone: '0227350100' })
      await expectErrors(form, { email: e.emailInvalid, phone: e.phoneInvalid }, dir)
      await fillAndLeave(form, { phone: '+971 50 123 4567' })
      await expectErrors(form, { email: e.emailInvalid }, dir)
      // A tab (pasted from a spreadsheet) in the name: refused with its message, kept as typed.
      await fillAndLeave(form, { fullName: 'Mona\tAdel' })
      await expectErrors(form, { email: e.emailInvalid, fullName: e.nameOneLine }, dir)
      await expect(field('fullName')).toHaveValue('Mona\tAdel')
      await fillAndLeave(form, { fullName: 'Mona Adel' })
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
  })
}
