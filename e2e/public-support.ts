import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectToast, fillTab, option, runSuffix, visit } from './admin-content-support'
import { duplicateSeededProject } from './admin-project-support'
import { signIn } from './admin-support'
import { waitForHydration } from './support'

type TabValues = Record<string, Record<string, string>>

/** Update, past the "missing translations" question when a text is left empty. */
async function updateAnyway(page: Page, what: 'Project' | 'Unit') {
  await page.getByRole('button', { name: `Update ${what}` }).click()
  const anyway = page.getByRole('button', { name: 'Publish anyway' })
  const saved = page.getByText(`${what} updated successfully`)
  await expect(anyway.or(saved).first()).toBeVisible()
  if (await anyway.isVisible()) await anyway.click()
  await expectToast(page, 'Success', `${what} updated successfully`)
}

/**
 * A project of the test's own to change, so the seeded ones stay as every other test reads
 * them: the admin's Duplicate of the seeded `source`, under a slug and English title of its
 * own, published, with `tabs` filled (fields by tab and label) as staff would; with `unit`,
 * its first unit copy is published too (a units section to show). Returns its slug and title.
 * The admin session is opened in a page of its own, so the caller's page stays a visitor's.
 */
export async function publishedCopy(
  visitor: Page,
  source: string,
  tabs: TabValues,
  { unit = false } = {},
): Promise<{ slug: string; title: string }> {
  const page = await visitor.context().browser()!.newPage()
  try {
    await signIn(page, 'admin')
    await duplicateSeededProject(page, source)
    const suffix = runSuffix()
    const copy = { slug: `e2e-${source}-${suffix}`, title: `E2E ${source} ${suffix}` }
    await fillTab(page, 'Basic Info', {
      Slug: copy.slug,
      'Base path': `/${copy.slug}`,
      Status: option('Published'),
    })
    await fillTab(page, 'English Content', { Title: copy.title })
    for (const [tab, values] of Object.entries(tabs)) await fillTab(page, tab, values)
    await updateAnyway(page, 'Project')
    if (unit) {
      await visit(page, `/admin/units?q=${encodeURIComponent(copy.title)}`)
      const first = page.getByRole('table', { name: 'Units' }).locator('tbody tr').first()
      await first.getByRole('button', { name: /^Actions for / }).click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Unit' })).toBeVisible()
      await waitForHydration(page)
      await fillTab(page, 'Basic Info', { Status: option('Published') })
      await updateAnyway(page, 'Unit')
    }
    return copy
  } finally {
    await page.close()
  }
}

/**
 * The first request for a page on a fresh server renders it (seconds on a busy machine); a
 * test that measures time on the page itself (a paused clock) starts after that.
 */
export function warmPages(paths: string[]) {
  test.beforeAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + 30_000 * paths.length)
    for (const path of paths) {
      await expect
        .poll(async () => (await request.get(path)).status(), { timeout: 60_000 })
        .toBe(200)
    }
  })
}

/** Does the first box overlap the second? */
export const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** What a browser sends when the pointer leaves the window through its top edge. */
export const leaveThroughTop = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -2, relatedTarget: null }),
    ),
  )

/**
 * Leaves through the top edge until the exit banner shows: it listens from an effect, which can
 * run a moment after the page's controls have hydrated (waitForHydration) on a busy machine.
 */
export async function leaveThroughTopUntilShown(page: Page, banner: Locator) {
  await expect(async () => {
    await leaveThroughTop(page)
    await expect(banner).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}
