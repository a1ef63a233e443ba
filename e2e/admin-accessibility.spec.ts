import { expect, test, type Page } from '@playwright/test'
import { signIn } from './admin-support'
import { seriousViolations } from './axe'
import { waitForHydration } from './support'

async function check(page: Page, path: string, found: string[], ready?: () => Promise<void>) {
  await page.goto(path)
  await waitForHydration(page)
  await ready?.()
  found.push(...(await seriousViolations(page, path)))
}

test('the sign-in and reset-password pages have no serious or critical axe violations', async ({
  page,
}) => {
  const found: string[] = []
  await check(page, '/admin/login', found)
  await page.getByRole('button', { name: 'Forgot Password' }).click()
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible()
  found.push(...(await seriousViolations(page, 'forgot-password dialog')))

  await check(page, '/admin/reset-password?token=e2e-axe-token', found)
  await page.getByLabel('New password', { exact: true }).fill('e2e-axe-password')
  await page.getByLabel('Confirm new password').fill('e2e-other-password')
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  found.push(...(await seriousViolations(page, 'reset-password errors')))
  await check(page, '/admin/reset-password', found)
  expect(found).toEqual([])
})

test.describe('the admin portal pages have no serious or critical axe violations', () => {
  const resultCount = (page: Page) => () =>
    expect(page.getByText(/^\d+ result\(s\)$/)).toBeVisible()

  test.beforeEach(async ({ page }) => {
    test.setTimeout(60_000)
    await signIn(page, 'admin')
  })

  test('dashboard and user menu', async ({ page }) => {
    const found = await seriousViolations(page, '/admin')
    await page.getByRole('button', { name: /^Account menu for / }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    found.push(...(await seriousViolations(page, 'user menu')))
    expect(found).toEqual([])
  })

  test('developers list, row actions and delete confirmation', async ({ page }) => {
    const found: string[] = []
    // A seeded row, found by search: the first rows may be other tests' records, gone any moment.
    await check(page, '/admin/developers?q=nile-crest', found, resultCount(page))
    await page.getByRole('button', { name: 'Actions for Nile Crest Developments' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    found.push(...(await seriousViolations(page, 'row actions menu')))
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(confirm).toBeVisible()
    found.push(...(await seriousViolations(page, 'delete confirmation')))
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    expect(found).toEqual([])
  })

  test('new developer form, also with its errors showing', async ({ page }) => {
    const found: string[] = []
    await check(page, '/admin/developers/new', found)
    await page.getByRole('button', { name: 'Create Developer' }).click()
    await expect(page.getByText('Please fix the following errors:')).toBeVisible()
    found.push(...(await seriousViolations(page, 'developer form errors')))
    expect(found).toEqual([])
  })

  test('projects list and a project edit form', async ({ page }) => {
    const found: string[] = []
    await check(page, '/admin/projects?q=the-crest-residence', found, resultCount(page))
    await page.getByRole('table').getByRole('link', { name: 'The Crest Residence' }).click()
    await expect(page).toHaveURL(/\/admin\/projects\/[^/]+$/)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Update Project' })).toBeVisible()
    found.push(...(await seriousViolations(page, 'project form (edit)')))
    expect(found).toEqual([])
  })

  test('units list and account page', async ({ page }) => {
    const found: string[] = []
    await check(page, '/admin/units', found, resultCount(page))
    await check(page, '/admin/account', found)
    expect(found).toEqual([])
  })
})

test('the admin-only and access-denied screens have no serious or critical axe violations', async ({
  page,
}) => {
  const found: string[] = []
  await signIn(page, 'moderator')
  await check(page, '/admin/settings', found, () =>
    expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible(),
  )
  await page.context().clearCookies()
  await signIn(page, 'user')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  found.push(...(await seriousViolations(page, '/admin as a plain user')))
  expect(found).toEqual([])
})
