import { expect, test, type Page } from '@playwright/test'
import { figureRunsOutOfOrder } from '../tests/support/figure-order'
import { waitForHydration } from './support'

// A phone number inside Arabic text reads in its own order: "+20 2 2735 0100", never
// "0100 2735 2 20+". Read from where the browser draws each character (its glyph box), at a
// desktop and a phone width. Mails: tests/integration/mail-figure-order.test.ts.

const runsOutOfOrder = (page: Page) => page.evaluate(figureRunsOutOfOrder)

test('phone numbers and grouped figures read in order on every Arabic public page', async ({
  page,
}) => {
  const pages = ['/ar', '/privacy/ar', '/the-crest-residence/ar', '/developers/nile-crest/ar']
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of pages) {
      await page.goto(path)
      await waitForHydration(page)
      expect(await runsOutOfOrder(page), `${path} at ${width} px`).toEqual([])
    }
  }
  // The check itself reads a reordered number as wrong: the privacy notice's text, unisolated.
  await page.goto('/privacy/ar')
  // Planted after hydration, which would otherwise put the page back as rendered.
  await waitForHydration(page)
  await page.evaluate(() => {
    const p = document.createElement('p')
    p.textContent = 'اتصل على +20 2 2735 0100، وهنرد'
    document.querySelector('main')!.append(p)
  })
  expect(await runsOutOfOrder(page)).toEqual([
    '+20 2 2735 0100 in “اتصل على +20 2 2735 0100، وهنرد”',
  ])
})
