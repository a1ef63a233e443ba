import { expect, test, type Browser, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { actionResult, recordAction, replayAction } from './action-replay'
import { runSuffix } from './admin-content-support'
import { accounts, expectToast, sessionFile, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { bookConsultation } from './lead-post'
import { waitForHydration } from './support'

/** The id of the lead called `name`, from the admin's inbox. */
async function leadId(page: Page, name: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`)
  const href = await page.getByRole('row').getByRole('link', { name }).getAttribute('href')
  return href!.split('/').at(-1)!
}

/** The admin gives a lead to a staff member on its page. */
async function assignAsAdmin(page: Page, id: string, option: string, name: string) {
  await page.goto(`/admin/leads/${id}`)
  await waitForHydration(page)
  await page.getByLabel('Assignee').selectOption({ label: option })
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  await expectToast(page, `Lead assigned to ${name}`)
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL, storageState: sessionFile('admin') })
  return context.newPage()
}

test('a sales rep works their own leads and those nobody has, and nothing else', async ({
  browser,
  page,
}) => {
  const stamp = runSuffix()
  const names = {
    own: `Rep Own ${stamp}`,
    colleague: `Rep Colleague ${stamp}`,
    nobody: `Rep Nobody ${stamp}`,
  }
  for (const name of Object.values(names)) await bookConsultation(page, name)

  const admin = await adminPage(browser)
  const ids = {
    own: await leadId(admin, names.own),
    colleague: await leadId(admin, names.colleague),
    nobody: await leadId(admin, names.nobody),
  }
  await assignAsAdmin(admin, ids.own, `Sales Rep (${accounts.sales.email})`, 'Sales Rep')
  await assignAsAdmin(
    admin,
    ids.colleague,
    `Content Moderator (${accounts.moderator.email})`,
    'Content Moderator',
  )

  // The rep lands on the leads and is shown only what the role opens.
  await signIn(page, 'sales')
  await expect(page).toHaveURL(/\/admin\/leads$/)
  const nav = page.getByRole('navigation', { name: 'Admin', exact: true })
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible()
  for (const hidden of ['Dashboard', 'Developers', 'Projects', 'Units', 'Settings', 'Staff'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Lead report' })).toHaveCount(0)

  // Their lead and the one nobody has; never a colleague's.
  await page.goto(`/admin/leads?q=${stamp}`)
  const rows = page.getByRole('row').filter({ hasText: stamp })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: names.own })).toHaveCount(1)
  await expect(rows.filter({ hasText: names.nobody })).toHaveCount(1)
  expect(await seriousViolations(page, 'sales rep inbox')).toEqual([])
  const colleagues = await page.goto(`/admin/leads/${ids.colleague}`)
  expect(colleagues?.status(), "a colleague's lead is not there for them").toBe(404)
  await expect(page.getByText(names.colleague)).toHaveCount(0)

  await page.goto(`/admin/leads/${ids.own}`)
  await waitForHydration(page)
  await expect(page.getByText('This lead is yours.')).toBeVisible()
  await expect(page.getByLabel('Assignee')).toHaveCount(0)

  // They take the lead nobody has; the same request for the colleague's lead is refused.
  await page.goto(`/admin/leads/${ids.nobody}`)
  await waitForHydration(page)
  await expect(page.getByText('Nobody has this lead yet: take it to work it.')).toBeVisible()
  const take = await recordAction(page, () =>
    page.getByRole('button', { name: 'Assign to me' }).click(),
  )
  expect(take.result).toMatchObject({ ok: true })
  await expectToast(page, 'Lead assigned to Sales Rep')
  await expect(page.getByText('This lead is yours.')).toBeVisible()
  const rep = page.context().request
  const stolen = actionResult(
    await (await replayAction(rep, take.recorded, { [ids.nobody]: ids.colleague })).text(),
  )
  expect(stolen, "taking a colleague's lead").toMatchObject({ ok: false })
  await admin.goto(`/admin/leads/${ids.colleague}`)
  await expect(admin.getByLabel('Assignee')).toHaveValue(/.+/)
  await expect(admin.getByLabel('Assignee').locator('option:checked')).toHaveText(
    /Content Moderator/,
  )

  // Content, settings and exports are refused on the server.
  await page.goto('/admin/developers')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  const exported = await rep.get('/admin/leads/export', { maxRedirects: 0 })
  expect(exported.status()).toBe(403)
  await admin.context().close()
})
