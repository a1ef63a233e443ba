import { expect, test, type Page } from '@playwright/test'
import {
  deleteRow,
  expectPublicNotFound,
  expectToast,
  field,
  fillTab,
  openForm,
  openTab,
  option,
  runSuffix,
  signedInAs,
  visit,
} from './admin-content-support'
import {
  copyProject,
  createProject,
  fillProjectBasics,
  openProject,
  projectNames,
  saveProject,
} from './admin-project-support'
import { expectDocumentLanguage } from './support'

signedInAs('admin')

const saveBar = (page: Page) => page.locator('[data-save-bar]')
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' })

test('the save bar says whether anything is unsaved; leaving asks first (Stay keeps the typing, Leave goes), and so does closing the tab', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = projectNames(runSuffix(), 'leave')
  await copyProject(page, project)
  await openProject(page, project.slug)
  await expect(saveBar(page)).toContainText('No unsaved changes')

  // A long tab: the save bar stays on screen while the fields scroll under it.
  const sections = await openTab(page, 'English Sections')
  await field(sections, 'Hero headline').scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Update Project' })).toBeInViewport()
  await field(sections, 'OG description').scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Update Project' })).toBeInViewport()

  const title = field(await openTab(page, 'English Content'), 'Title')
  await title.press('End')
  await page.keyboard.type(' (draft text)')
  await expect(saveBar(page)).toContainText('Unsaved changes')
  await expect(saveBar(page)).not.toContainText('No unsaved changes')

  // A link with unsaved changes: the question; Stay keeps the form and what was typed.
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await nav.getByRole('link', { name: 'Developers' }).click()
  const dialog = leaveDialog(page)
  await expect(dialog).toContainText(
    'Your changes to this project are not saved. If you leave now they are lost.',
  )
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/)
  await expect(title).toHaveValue(`${project.title} (draft text)`)

  // Closing or reloading the tab: the browser's own question (dismissed: the page stays).
  const unload = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const question = await unload
  expect(question.type()).toBe('beforeunload')
  await question.dismiss()
  expect(page.isClosed()).toBe(false)
  await expect(title).toHaveValue(`${project.title} (draft text)`)

  // The save bar's Cancel is a way out too; Leave goes where the link led, saving nothing.
  await saveBar(page).getByRole('link', { name: 'Cancel' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await openProject(page, project.slug)
  await expect(field(await openTab(page, 'English Content'), 'Title')).toHaveValue(project.title)
  // Nothing typed: the list is one click away, without a question.
  await nav.getByRole('link', { name: 'Developers' }).click()
  await expect(page).toHaveURL(/\/admin\/developers$/)
  await expect(dialog).toHaveCount(0)
})

test('the browser’s Back and Forward with unsaved edits ask first: Stay keeps the typing, Leave goes', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = projectNames(runSuffix(), 'back')
  await copyProject(page, project)
  await openProject(page, project.slug)
  const nav = page.getByRole('navigation', { name: 'Admin' })
  // A page ahead in history: to Developers and Back, clean, without a question.
  await nav.getByRole('link', { name: 'Developers' }).click()
  await expect(page).toHaveURL(/\/admin\/developers$/)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  const projectUrl = page.url()

  const title = field(await openTab(page, 'English Content'), 'Title')
  await title.press('End')
  await page.keyboard.type(' (unsaved)')
  const dialog = leaveDialog(page)
  // The browser's own buttons (a held move never finishes, so it is not awaited).
  const moves = [
    () => void page.goForward().catch(() => null),
    () => void page.goBack().catch(() => null),
  ]
  for (const move of moves) {
    move()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Stay' }).click()
    await expect(dialog).toBeHidden()
    expect(page.url()).toBe(projectUrl)
    await expect(title).toHaveValue(`${project.title} (unsaved)`)
  }

  // Leave goes where Back led (the list), saving nothing.
  moves[1]!()
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/admin\/projects(\?.*)?$/)
  await openProject(page, project.slug)
  await expect(field(await openTab(page, 'English Content'), 'Title')).toHaveValue(project.title)
})

test('a draft has "Preview draft": a private, unindexed link to the page as it will look, while its address stays 404; once published, "View on site"', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = projectNames(runSuffix(), 'preview')
  const headline = `A preview of the park ${project.slug}`
  await createProject(page, project, async () => {
    await fillTab(page, 'English Sections', { 'Hero headline': headline })
    await fillTab(page, 'Arabic Sections', { 'Hero headline': `معاينة ${project.slug}` })
  })
  await openProject(page, project.slug)
  const header = page.locator('main')
  await expect(header.getByRole('link', { name: 'View on site' })).toHaveCount(0)
  const previewLink = header.getByRole('link', { name: 'Preview draft' })
  await expect(previewLink).toHaveAttribute('target', '_blank')
  const href = (await previewLink.getAttribute('href'))!
  // No dot: a link ending like a file name got a weaker policy (issue 38 §8).
  expect(href).toMatch(/^\/preview\/[\w-]+~[\w-]+$/)
  // The link works for 7 days (its signed payload says until when).
  const [body, signature] = href.split('/').at(-1)!.split('~')
  const { x: expires } = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { x: number }
  expect(expires * 1000 - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 600_000)
  expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000)

  // It opens in a new tab: the banner, the draft's headline, not for search engines or caches.
  const [preview] = await Promise.all([page.waitForEvent('popup'), previewLink.click()])
  await expect(preview.getByRole('status').filter({ hasText: 'Preview:' })).toHaveText(
    'Preview: this page is not public yet. Only people with this link can see it.',
  )
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // Links made before, with a dot, still open; each with the strict policy.
  for (const link of [href, `/preview/${body}.${signature}`]) {
    const response = await preview.request.get(link)
    expect(response.status(), link).toBe(200)
    expect(response.headers()['cache-control'], link).toMatch(/no-store/)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy, link).toMatch(/script-src 'self' 'sha256-/)
    expect(policy, link).not.toContain("'unsafe-inline' https://www.googletagmanager.com")
  }
  await preview.close()

  // In Arabic too; a forged token and the public address answer 404.
  expect(await visit(page, `${href}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(page.getByRole('status').filter({ hasText: 'معاينة:' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`معاينة ${project.slug}`)
  await expectPublicNotFound(page, `/preview/${body}.forged-signature`)
  await expectPublicNotFound(page, `/${project.slug}`)

  // Published: "View on site" leads to the public page.
  await openProject(page, project.slug)
  await fillTab(page, 'Basic Info', { Status: option('Published') })
  await saveProject(page, 'Update')
  await openProject(page, project.slug)
  await expect(header.getByRole('link', { name: 'Preview draft' })).toHaveCount(0)
  const view = header.getByRole('link', { name: 'View on site' })
  await expect(view).toHaveAttribute('href', `/${project.slug}`)
  const [site] = await Promise.all([page.waitForEvent('popup'), view.click()])
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(site.getByRole('status').filter({ hasText: 'Preview:' })).toHaveCount(0)
})

test('Duplicate copies a project with its units as drafts ("-copy", "(copy)") and opens the copy’s form', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openProject(page, 'palm-valley')
  const original = page.url()
  await page.getByRole('button', { name: 'Duplicate' }).click()
  await expectToast(page, 'Success', 'Project duplicated as a draft')
  await expect(page).not.toHaveURL(original)
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  await expect(field(page, 'Slug')).toHaveValue('palm-valley-copy')
  const copyId = page.url().split('/').at(-1)!
  await expect(field(page, 'Base path')).toHaveValue('/palm-valley-copy')
  await expect(field(page, 'Status')).toHaveValue('draft')
  await expect(field(await openTab(page, 'English Content'), 'Title')).toHaveValue(
    'Palm Valley (copy)',
  )
  await expect(field(await openTab(page, 'Arabic Content'), 'Title')).toHaveValue(/\(نسخة\)$/)
  await expect(page.getByRole('link', { name: 'Preview draft' })).toBeVisible()
  await openTab(page, 'History')
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    'Palm Valley (palm-valley)',
  )

  // Its units: copies of Palm Valley's two, as drafts.
  await page.goto(`/admin/units?project=${copyId}`)
  await expect(page.getByText('2 result(s)', { exact: true })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Units' }).locator('tbody tr')
  for (const row of await rows.all()) {
    await expect(row).toContainText('Palm Valley (copy)')
    await expect(row).toContainText('draft')
  }
  await expect(rows.filter({ hasText: 'published' })).toHaveCount(0)

  // Clean up: the copy goes (with it, its units leave the list).
  await page.goto('/admin/projects?q=palm-valley-copy')
  await deleteRow(page, 'Palm Valley (copy)')
  await expectToast(page, 'Success', 'Project deleted successfully')
  await page.goto(`/admin/units?project=${copyId}`)
  await expect(page.getByText('0 result(s)', { exact: true })).toBeVisible()
})

test('the completeness badge counts what a language lacks; publishing with a gap asks first, and the History tab shows each save’s changes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = { ...projectNames(runSuffix(), 'badge'), status: 'Published' as const }
  const badge = page.locator('main [data-completeness]').first()
  await openForm(page, '/admin/projects/new', 'New Project')
  // An empty form is not complete: title, description and key info are missing in each.
  await expect(badge).toHaveText(/English: 3 missing\s*Arabic: 3 missing/)
  await fillProjectBasics(page, project)
  await expect(badge).toHaveText(/English complete\s*Arabic complete/)

  await fillTab(page, 'English Sections', {
    'Hero headline': 'Homes by the park',
    'Hero subheadline': 'Five minutes from the ring road.',
  })
  await expect(badge).toContainText('Arabic: 2 missing')
  await expect(badge.getByText('Arabic: 2 missing')).toHaveAttribute(
    'title',
    'Missing in Arabic: Hero headline, Hero subheadline',
  )

  // Published with a gap: the question; Cancel saves nothing, Publish anyway saves.
  await page.getByRole('button', { name: 'Create Project' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Publish with missing translations?' })
  await expect(ask).toContainText(
    'Missing in Arabic: Hero headline, Hero subheadline. Visitors reading that language will not see this text.',
  )
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/projects\/new$/)
  await page.getByRole('button', { name: 'Create Project' }).click()
  await ask.getByRole('button', { name: 'Publish anyway' }).click()
  await expectToast(page, 'Success', 'Project created successfully')

  // The list's Languages column says it too.
  await page.goto(`/admin/projects?q=${project.slug}`)
  const listed = page.getByRole('row').filter({ hasText: project.slug })
  await expect(listed).toContainText('English complete')
  await expect(listed).toContainText('Arabic: 2 missing')

  // Editing the published project: a gap it already had does not ask again, a new one does.
  await openProject(page, project.slug)
  await fillTab(page, 'Arabic Sections', { 'Hero headline': 'بيوت بجوار الحديقة' })
  await expect(badge).toContainText('Arabic: 1 missing')
  await fillTab(page, 'English Sections', { 'FAQ heading': 'Questions' })
  await page.getByRole('button', { name: 'Update Project' }).click()
  await expect(ask).toContainText('Missing in Arabic: Hero subheadline, FAQ heading.')
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await fillTab(page, 'English Sections', { 'FAQ heading': '' })
  await saveProject(page, 'Update')

  // A draft with gaps saves without asking.
  await openProject(page, project.slug)
  await fillTab(page, 'Basic Info', { Status: option('Draft') })
  await fillTab(page, 'English Sections', { 'Hero headline': 'Homes by the lake' })
  await saveProject(page, 'Update')

  // History: the newest save first, with its fields before → after.
  await openProject(page, project.slug)
  await openTab(page, 'History')
  const entries = page.getByRole('list', { name: 'History' }).locator(':scope > li')
  await expect(entries).toHaveCount(3)
  await expect(entries.nth(0)).toContainText('Site Admin · Updated')
  await expect(entries.nth(0)).toContainText('Status: published → draft')
  await expect(entries.nth(0)).toContainText(
    'English › Sections › Hero headline: Homes by the park → Homes by the lake',
  )
  await expect(entries.nth(1)).toContainText(
    'Arabic › Sections › Hero headline: (empty) → بيوت بجوار الحديقة',
  )
  await expect(entries.nth(2)).toContainText('Site Admin · Created')
  await expect(page.getByText('3 changes.')).toBeVisible()
})
