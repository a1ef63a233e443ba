import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import ar from '../messages/ar.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }
import { randomMobile } from './lead-post'
import { discoverPublicLinks, waitForHydration } from './support'

// An ad visitor on a phone decides on the offer before scrolling: where, from how much, how to
// pay and when, from the project's own data.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The element lies wholly inside the first screen. */
async function expectAboveTheFold(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox()
  expect(box, 'rendered').not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height)
}

test('every seeded project shows its starting price and main button before any scroll, in both languages', async ({
  page,
  request,
}) => {
  const { projects } = await discoverPublicLinks(request)
  for (const path of projects) {
    for (const { suffix, t } of [
      { suffix: '', t: en },
      { suffix: '/ar', t: ar },
    ]) {
      await page.goto(path + suffix)
      const offer = page.getByRole('list', { name: t.project.offer.label })
      const from = t.project.offer.from.split('{price}')[0]!
      const price = offer.getByRole('listitem').filter({ hasText: from })
      await expect(price, `${path}${suffix}`).toBeVisible()
      await expectAboveTheFold(page, price)
      await expectAboveTheFold(page, page.locator('main a[href="#lead-form"]').first())
    }
  }
})

test('the crest residence: location, price, payment plan and delivery in short, Arabic, at 390 and 320 px', async ({
  page,
}) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 })
    await page.goto('/the-crest-residence/ar')
    await waitForHydration(page)
    const offer = page.getByRole('list', { name: ar.project.offer.label })
    await expect(offer.getByRole('listitem')).toHaveText([
      'التجمع الخامس، القاهرة الجديدة',
      'من 9.8 مليون جنيه',
      'مقدم 10% · قسط على 10 سنين',
      'استلام 2028',
    ])
    // Figures and units never break across lines: each fact is one line high.
    for (const item of await offer.getByRole('listitem').all()) {
      const lineHeight = await item.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
      expect((await item.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1)
    }
    await expectAboveTheFold(page, page.locator('main a[href="#lead-form"]').first())
  }
})

test('phones: a contact bar dials the project’s line, opens WhatsApp or books a viewing, and covers nothing', async ({
  page,
}) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  const bar = page.getByRole('navigation', { name: ar.project.contactBar.label })
  await expect(bar.getByRole('link', { name: ar.project.contactBar.call })).toHaveAttribute(
    'href',
    'tel:+20226174400',
  )
  await expect(bar.getByRole('link', { name: ar.project.contactBar.whatsapp })).toHaveAttribute(
    'href',
    /phone=201001234567/,
  )
  await expect(bar.getByRole('link', { name: ar.project.contactBar.book })).toHaveAttribute(
    'href',
    '#lead-form',
  )
  // The header's call icon dials the project's sales line too; the round chat button is gone.
  await expect(page.locator('header a[data-phone-location="header"]')).toHaveAttribute(
    'href',
    'tel:+20226174400',
  )
  await expect(page.locator('a[data-whatsapp-location="floating"]')).toBeHidden()

  // It steps aside while the visitor types.
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  await page.locator('#lead-form').getByLabel(ar.leadForm.fullName).focus()
  await expect(bar).toBeHidden()
  await page.locator('#lead-form').getByLabel(ar.leadForm.fullName).blur()
  await expect(bar).toBeVisible()

  // At the very bottom, the footer's last line is above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footerBottom = await page
    .locator('footer')
    .evaluate((footer) => footer.getBoundingClientRect().bottom)
  const barTop = (await bar.boundingBox())!.y
  expect(footerBottom).toBeLessThanOrEqual(barTop)
})

test('phones: a tap from the last field on Continue, where the contact bar would come back, goes', async ({
  page,
}) => {
  const t = ar.leadForm
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  const bar = page.getByRole('navigation', { name: ar.project.contactBar.label })
  const barTop = (await bar.boundingBox())!.y
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  const form = page.locator('#lead-form form')
  await form.getByLabel(t.fullName).fill(`Bar Tap ${randomUUID().slice(0, 8)}`)
  await form.getByLabel(t.mobile).fill(randomMobile())
  await form.getByLabel(t.email).fill('tap@example.com')
  await expect(bar).toBeHidden()
  // Continue's middle where the bar shows: the press moves focus off the field, and were the
  // bar to come back then, the finger would lift on it and the tap be lost.
  const next = form.getByRole('button', { name: t.next })
  await next.evaluate((button, top) => {
    const box = button.getBoundingClientRect()
    window.scrollTo({
      top: window.scrollY + box.top + box.height / 2 - (top + 20),
      behavior: 'instant',
    })
  }, barTop)
  const middle = await next.evaluate((button) => {
    const box = button.getBoundingClientRect()
    return box.top + box.height / 2
  })
  expect(middle).toBeGreaterThan(barTop)
  await next.click()
  await expect(
    page.getByText(t.stepOf.replace('{current}', '2').replace('{total}', '2')),
  ).toBeVisible()
  // Focus has left the form for the step's heading: the bar is back.
  await expect(bar).toBeVisible()
})

test('axe finds nothing at any impact, "region" included, on phone and desktop', async ({
  page,
}) => {
  for (const [path, width] of [
    ['/the-crest-residence/ar', 390],
    ['/the-crest-residence', 1280],
    ['/', 390],
    ['/privacy/ar', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(path)
    await waitForHydration(page)
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .analyze()
    expect(
      violations.map((v) => `${path} ${width}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  }
})

test('a skip link leads keyboard users past the header to the content', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: ar.nav.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('an FAQ opens and closes from anywhere on its card', async ({ page }) => {
  await page.goto('/the-crest-residence')
  const card = page.locator('#faq details').first()
  await card.scrollIntoViewIfNeeded()
  const { width, height } = (await card.boundingBox())!
  // The card's far corner, away from the question's text (positions are taken at click time,
  // so a late-loading form above cannot move the card away from them).
  await card.click({ position: { x: width - 8, y: height - 8 } })
  await expect(card).toHaveAttribute('open', '')
  await card.click({ position: { x: width - 8, y: 8 } })
  await expect(card).not.toHaveAttribute('open', '')
})

test('links to other pages do not fetch those pages’ hero images here', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const preloads = () =>
    page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href')),
      )
  const own = await preloads()
  // Project cards and the developer strip are on screen: a prefetch would have run by now.
  await page.locator('#main a[href="/the-crest-residence"]').first().scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(await preloads()).toEqual(own)
})

test('Arabic pages name the toast region in Arabic', async ({ page }) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  // Any toast of the page (the site's own channel, as a form raises it).
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('site:toast', {
        detail: { message: 'تم', tone: 'success', durationMs: 3000 },
      }),
    ),
  )
  await expect(page.getByRole('region', { name: /^الإشعارات/ })).toBeAttached()
})
