import { expect, test, type Page } from '@playwright/test'
import { expectToast, fillTab, visit } from './admin-content-support'
import { signIn } from './admin-support'
import { waitForHydration } from './support'

type TabValues = Record<string, Record<string, string>>

/**
 * Changes a seeded project through the admin form, as staff would: fields by tab and label,
 * then Update (past the "missing translations" question when a text is left empty).
 * The admin session is opened in a page of its own, so the caller's page stays a visitor's.
 */
export async function editProject(visitor: Page, slug: string, tabs: TabValues) {
  const page = await visitor.context().browser()!.newPage()
  try {
    await signIn(page, 'admin')
    await visit(page, `/admin/projects?q=${slug}`)
    await page.getByRole('row').getByText(slug, { exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
    await waitForHydration(page)
    for (const [tab, values] of Object.entries(tabs)) await fillTab(page, tab, values)
    await page.getByRole('button', { name: 'Update Project' }).click()
    const anyway = page.getByRole('button', { name: 'Publish anyway' })
    const saved = page.getByText('Project updated successfully')
    await expect(anyway.or(saved).first()).toBeVisible()
    if (await anyway.isVisible()) await anyway.click()
    await expectToast(page, 'Success', 'Project updated successfully')
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
