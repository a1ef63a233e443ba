import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * A toast fading in or out is half-transparent, so axe would measure the contrast of a frame
 * nobody reads: wait until toasts have left and finite animations have finished.
 */
async function settled(page: Page) {
  // A toast under the pointer stays (sonner pauses on hover): with one on screen the pointer
  // goes to the bottom start corner. Only then, so a menu opened by hover stays open.
  const toasts = page.locator('[data-sonner-toast]')
  if ((await toasts.count()) > 0) await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1)
  await expect(toasts).toHaveCount(0, { timeout: 15_000 })
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

/** axe's serious and critical findings on the settled page, one line each. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await settled(page)
  // Only violations are gathered node by node (a sixth less time per page, measured).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * For the whole-site pass: serious and critical findings, and any finding of the rule that a
 * control's accessible name contains its visible label (experimental in axe, so asked for).
 */
export async function pageViolations(page: Page, label: string): Promise<string[]> {
  await settled(page)
  const mismatch = 'label-content-name-mismatch'
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { [mismatch]: { enabled: true } } })
    .analyze()
  const ran = [...results.passes, ...results.incomplete, ...results.inapplicable]
  expect(
    [...ran, ...results.violations].some((rule) => rule.id === mismatch),
    `${mismatch} ran`,
  ).toBe(true)
  return results.violations
    .filter((v) => v.id === mismatch || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
