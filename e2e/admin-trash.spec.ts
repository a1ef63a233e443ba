import { expect, test, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import {
  deleteRow,
  expectPublicNotFound,
  fillTab,
  option,
  pickMedia,
  runSuffix,
  searchList,
  visit,
} from './admin-content-support'
import { copyProject, projectNames } from './admin-project-support'
import { expectToast, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { waitForHydration } from './support'

async function createDeveloper(page: Page, slug: string, name: string) {
  await page.goto('/admin/developers/new')
  await waitForHydration(page)
  const basic = await fillTab(page, 'Basic Info', {
    Slug: slug,
    Status: option('Published'),
    'Base path': `/developers/${slug}`,
    Active: true,
  })
  await pickMedia(basic, page, 'Logo', 'nile-crest-logo.webp')
  await fillTab(page, 'English Content', { Name: name })
  await fillTab(page, 'Arabic Content', { Name: `مطور ${name}` })
  await page.getByRole('button', { name: 'Create Developer' }).click()
  await expectToast(page, 'Developer created successfully')
}

async function deleteDeveloper(page: Page, slug: string, name: string) {
  await page.goto(`/admin/developers?q=${slug}`)
  await waitForHydration(page)
  await deleteRow(page, name)
}

const trashRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

test('an admin restores a deleted developer to the site, then deletes it for good after confirming', async ({
  page,
}) => {
  const slug = `trash-${runSuffix()}`
  const name = `Trash Test ${slug}`
  await signIn(page, 'admin')
  await createDeveloper(page, slug, name)
  await deleteDeveloper(page, slug, name)
  await expectPublicNotFound(page, `/developers/${slug}`)

  // In the trash: who deleted it and when; restore puts it back on the site and in the list.
  await page.goto('/admin/trash')
  await waitForHydration(page)
  const row = trashRow(page, name)
  await expect(row).toContainText('Developer')
  await expect(row).toContainText('Site Admin')
  expect(await seriousViolations(page, 'trash')).toEqual([])
  await row.getByRole('button', { name: `Restore ${name}` }).click()
  await expectToast(page, 'Developer restored', name)
  await expect(trashRow(page, name)).toHaveCount(0)
  expect(await visit(page, `/developers/${slug}`)).toBe(200)
  await page.goto('/admin/developers')
  await searchList(page, 'Search developers', slug, 1)

  // Deleted again, then for good: the confirmation starts on Cancel; Escape keeps it.
  await deleteDeveloper(page, slug, name)
  await page.goto('/admin/trash')
  await waitForHydration(page)
  const purge = trashRow(page, name).getByRole('button', { name: `Delete ${name} permanently` })
  await purge.click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete permanently?' })
  await expect(dialog).toContainText(`${name} will be deleted for good. This cannot be undone.`)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(purge).toBeFocused()
  await expect(trashRow(page, name)).toHaveCount(1)
  await purge.click()
  await dialog.getByRole('button', { name: 'Delete permanently' }).click()
  await expectToast(page, 'Developer deleted permanently', name)
  await expect(trashRow(page, name)).toHaveCount(0)
  await page.goto('/admin/developers')
  await searchList(page, 'Search developers', slug, 0)
})

test('a restore whose slug was taken meanwhile is refused with what to do', async ({ page }) => {
  const slug = `trash-${runSuffix()}`
  const name = `Trash Old ${slug}`
  await signIn(page, 'admin')
  await createDeveloper(page, slug, name)
  await deleteDeveloper(page, slug, name)
  await createDeveloper(page, slug, `Trash New ${slug}`)
  await page.goto('/admin/trash')
  await waitForHydration(page)
  await trashRow(page, name)
    .getByRole('button', { name: `Restore ${name}` })
    .click()
  await expectToast(
    page,
    'Not restored',
    `The slug “${slug}” now belongs to another developer. Change one of the two slugs, then restore.`,
  )
  await expect(trashRow(page, name)).toHaveCount(1)
})

test('a moderator restores their own deleted project and cannot see another’s', async ({
  page,
  browser,
}) => {
  const mine = projectNames(runSuffix(), 'mod-trash')
  const theirs = projectNames(runSuffix(), 'admin-trash')
  const adminContext = await browser.newContext({ baseURL })
  const admin = await adminContext.newPage()
  await signIn(admin, 'admin')
  await copyProject(admin, theirs)
  await searchList(admin, 'Search projects', theirs.slug, 1)
  await deleteRow(admin, theirs.title)

  await signIn(page, 'moderator')
  await copyProject(page, mine)
  await searchList(page, 'Search projects', mine.slug, 1)
  await deleteRow(page, mine.title)

  // The sidebar shows a moderator only what they may open: Trash, not Settings or Staff.
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Trash' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await nav.getByRole('link', { name: 'Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  await waitForHydration(page)
  await expect(
    page.getByText('You see what you deleted yourself in the last 30 days'),
  ).toBeVisible()
  // Their own deletion, to restore only; the admin's is not listed at all.
  const row = trashRow(page, mine.title)
  await expect(row).toContainText('Project')
  await expect(trashRow(page, theirs.title)).toHaveCount(0)
  await expect(row.getByRole('button', { name: /permanently/ })).toHaveCount(0)
  expect(await seriousViolations(page, 'trash as a moderator')).toEqual([])
  await row.getByRole('button', { name: `Restore ${mine.title}` }).click()
  await expectToast(page, 'Project restored', mine.title)
  await expect(trashRow(page, mine.title)).toHaveCount(0)
  await page.goto('/admin/projects')
  await searchList(page, 'Search projects', mine.slug, 1)

  // The admin still sees their own deletion (and everyone's), and clears it away.
  await admin.goto('/admin/trash')
  await waitForHydration(admin)
  const adminRow = trashRow(admin, theirs.title)
  await expect(adminRow).toHaveCount(1)
  await adminRow.getByRole('button', { name: `Delete ${theirs.title} permanently` }).click()
  await admin
    .getByRole('alertdialog', { name: 'Delete permanently?' })
    .getByRole('button', { name: 'Delete permanently' })
    .click()
  await expectToast(admin, 'Project deleted permanently', theirs.title)
  await adminContext.close()
})
