import { expect, test } from '@playwright/test'
import ar from '../messages/ar.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }
import { seriousViolations } from './axe'
import { randomMobile } from './lead-post'
import { expectDocumentLanguage, waitForHydration } from './support'

// Egypt's Personal Data Protection Law (151/2020) and Google Ads' landing-page policy: a privacy
// notice in both languages, one tap from the footer and from the consent line.

test('the privacy notice, in both languages, linked from every footer', async ({ page }) => {
  for (const { from, t, locale, path } of [
    { from: '/the-crest-residence', t: en, locale: 'en' as const, path: '/privacy' },
    { from: '/ar', t: ar, locale: 'ar' as const, path: '/privacy/ar' },
  ]) {
    await page.goto(from)
    await page.locator('footer').getByRole('link', { name: t.privacy.link }).click()
    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`))
    await expectDocumentLanguage(page, locale)
    await expect(page.getByRole('heading', { level: 1, name: t.privacy.title })).toBeVisible()
    // What is collected, why, how long, who to ask (the default notice says each).
    const notice = page.locator('main')
    for (const word of ['gclid', 'UTM', '24', 'hello@masar.example'])
      await expect(notice).toContainText(word)
    expect(await seriousViolations(page, `privacy ${locale}`)).toEqual([])
  }
})

test('the lead form’s consent line links the notice in the page’s language', async ({ page }) => {
  const phone = randomMobile()
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  const form = page.locator('#lead-form form')
  await form.getByLabel(ar.leadForm.fullName).fill('Privacy Reader')
  await form.getByLabel(ar.leadForm.mobile).fill(phone)
  await form.getByLabel(ar.leadForm.email).fill('reader@example.com')
  await form.getByRole('button', { name: ar.leadForm.next }).click()
  const link = page.locator('#lead-form form').getByRole('link', { name: ar.leadForm.privacyLink })
  await expect(link).toHaveAttribute('href', '/privacy/ar')
  // And the home consultation form, in English.
  await page.goto('/')
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  await expect(
    page.locator('#consultation form').getByRole('link', { name: en.privacy.link }),
  ).toHaveAttribute('href', '/privacy')
})
