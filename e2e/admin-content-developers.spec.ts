import { expect, test } from '@playwright/test'
import {
  addRow,
  deleteRow,
  expectErrors,
  expectPublicNotFound,
  expectSummary,
  expectToast,
  field,
  fillTab,
  liftMaxLengths,
  mediaField,
  openForm,
  openTab,
  option,
  pickMedia,
  row,
  rowList,
  runSuffix,
  searchList,
  signedInAs,
  visit,
} from './admin-content-support'
import { copyProject, openProject, projectNames } from './admin-project-support'
import { expectDocumentLanguage, waitForHydration } from './support'

const SUMMARY = 'Please fix the following errors:'

signedInAs('admin')

test('admin creates, finds, edits and soft-deletes a developer; the public site follows each save', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = runSuffix()
  const slug = `e2e-developer-${suffix}`
  const name = `E2E Developer ${suffix}`
  const renamed = `E2E Renamed Developer ${suffix}`
  const arabicName = `مطور تجريبي ${suffix}`
  const about = ['We build calm neighbourhoods.', 'Every project is delivered on time.', 'Ask us.']
  const arabicAbout = ['نبني أحياء هادئة.', 'نسلم كل مشروع في موعده.']

  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Developers' })
    .click()
  await expect(page).toHaveURL(/\/admin\/developers$/)
  await page.getByRole('link', { name: 'Add Developer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Developer' })).toBeVisible()
  await waitForHydration(page)
  const submit = page.getByRole('button', { name: 'Create Developer' })

  // An empty form: the summary card and the inline messages, on all three tabs; the logo is a
  // picture from the library, required like any field.
  await submit.click()
  const required = {
    'Basic Info': { Slug: 'Slug is required', Logo: 'This field is required' },
    'English Content': { Name: 'Name is required' },
    'Arabic Content': { Name: 'Name is required' },
  }
  const summary = await expectSummary(page, SUMMARY, required)
  await expect(summary).toBeFocused()
  // A summary entry takes the user to its field, on its tab: the picker's button for the logo.
  await summary.getByRole('button', { name: 'Basic Info › Logo: This field is required' }).click()
  await expect(mediaField(page, 'Logo').getByRole('button', { name: 'Choose Logo' })).toBeFocused()
  await summary.getByRole('button', { name: 'Arabic Content › Name: Name is required' }).click()
  await expect(field(page.getByRole('tabpanel', { name: 'Arabic Content' }), 'Name')).toBeFocused()
  await expectErrors(page, required)
  await expect(page).toHaveURL(/\/admin\/developers\/new$/)

  // Every rule of spec §5, one bad value per field (limits past the inputs' maxlength).
  await liftMaxLengths(page)
  const tooLong = (count: number, letter = 'x') => letter.repeat(count)
  const badTexts = (letter: string) => ({
    Name: tooLong(101, letter),
    Tagline: tooLong(201, letter),
    Description: tooLong(1001, letter),
    'Hero paragraph': tooLong(501, letter),
    'About heading': tooLong(101, letter),
    'Projects heading': tooLong(101, letter),
    'CTA label': tooLong(51, letter),
    'SEO title': tooLong(61, letter),
    'Meta description': tooLong(161, letter),
    'OG title': tooLong(61, letter),
    'OG description': tooLong(161, letter),
  })
  const textMessages = {
    Name: 'Name must be less than 100 characters',
    Tagline: 'Tagline must be less than 200 characters',
    Description: 'Description must be less than 1000 characters',
    'Hero paragraph': 'Hero paragraph must be less than 500 characters',
    'About heading': 'About heading must be less than 100 characters',
    'Projects heading': 'Projects heading must be less than 100 characters',
    'CTA label': 'CTA label must be less than 50 characters',
    'SEO title': 'SEO title must be less than 60 characters',
    'Meta description': 'Meta description must be less than 160 characters',
    'OG title': 'OG title must be less than 60 characters',
    'OG description': 'OG description must be less than 160 characters',
  }
  const basic = await fillTab(page, 'Basic Info', {
    Slug: 'Bad Slug',
    'Base path': `/${tooLong(100)}`,
    'SEO canonical URL': '/relative/path',
    'Sort Order': '-1',
  })
  await pickMedia(basic, page, 'Logo', 'sahel-shores-logo.webp')
  await fillTab(page, 'English Content', badTexts('e'))
  await fillTab(page, 'Arabic Content', badTexts('ع'))
  await submit.click()
  const badValues = {
    'Basic Info': {
      Slug: 'Slug must contain only lowercase letters, numbers, and hyphens',
      'Base path': 'Base path must be less than 100 characters',
      'SEO canonical URL': 'Must be a valid URL',
      'Sort Order': 'Sort order must be 0 or greater',
    },
    'English Content': textMessages,
    'Arabic Content': textMessages,
  }
  await expectSummary(page, SUMMARY, badValues)
  await expectErrors(page, badValues)

  // The slug's length limit and the sort order's upper bound.
  await fillTab(page, 'Basic Info', {
    Slug: tooLong(51, 'a'),
    'Base path': `/developers/${slug}`,
    'SEO canonical URL': `https://masar.example/developers/${slug}`,
    'Sort Order': '10000',
  })
  await submit.click()
  await expectErrors(page, {
    'Basic Info': {
      Slug: 'Slug must be less than 50 characters',
      'Sort Order': 'Sort order must be 9999 or less',
    },
  })

  // Valid values in both languages; the Arabic tab is RTL. About paragraphs are rows.
  const valid = await fillTab(page, 'Basic Info', {
    Slug: slug,
    Status: option('Published'),
    'SEO canonical URL': '',
    'Sort Order': '50',
    Active: true,
  })
  await pickMedia(valid, page, 'Hero image', 'sahel-shores-hero.webp')
  const blank = Object.fromEntries(Object.keys(textMessages).map((label) => [label, '']))
  const english = await fillTab(page, 'English Content', {
    ...blank,
    Name: name,
    Tagline: 'Homes for the long run',
    'About heading': 'About us',
    'CTA label': 'Talk to an advisor',
  })
  await expect(english.locator(':scope > div')).toHaveAttribute('dir', 'ltr')
  const paragraphs = rowList(english, 'About paragraphs')
  for (const [index, text] of about.entries())
    await addRow(page, paragraphs, 'Add paragraph', { [`Paragraph ${index + 1}`]: text })
  const arabic = await fillTab(page, 'Arabic Content', {
    ...blank,
    Name: arabicName,
    Tagline: 'بيوت تدوم',
    'About heading': 'من نحن',
    'CTA label': 'كلم مستشار',
  })
  await expect(arabic.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await expect(field(arabic, 'Name')).toHaveAttribute('dir', 'rtl')
  const arabicParagraphs = rowList(arabic, 'About paragraphs')
  await expect(arabicParagraphs.locator('ol')).toHaveAttribute('dir', 'rtl')
  for (const [index, text] of [...arabicAbout].reverse().entries())
    await addRow(page, arabicParagraphs, 'Add paragraph', { [`Paragraph ${index + 1}`]: text })
  // The Arabic rows were typed in the wrong order: Paragraph 2 moves up with the keyboard.
  await arabicParagraphs.getByRole('button', { name: 'Move Paragraph 2 up' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    row(arabicParagraphs, 'Paragraph 1').getByRole('button', { name: 'Remove Paragraph 1' }),
  ).toBeFocused()
  // English has one paragraph too many: removed.
  await openTab(page, 'English Content')
  await paragraphs.getByRole('button', { name: 'Remove Paragraph 3' }).click()
  await expect(paragraphs.getByRole('listitem')).toHaveCount(2)
  await expect(paragraphs.getByRole('button', { name: 'Remove Paragraph 2' })).toBeFocused()
  await submit.click()
  await expectToast(page, 'Developer created successfully')
  // The new developer opens, with Preview and History at hand.
  await expect(page).toHaveURL(/\/admin\/developers\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Developer' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'History' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site' })).toBeVisible()

  // Found by its slug in the list, complete in both languages.
  await page.getByRole('link', { name: 'Back to the list' }).click()
  await searchList(page, 'Search developers', slug, 1)
  const listRow = page.getByRole('row').filter({ hasText: slug })
  await expect(listRow).toContainText(name)
  await expect(listRow).toContainText('published')
  await expect(listRow).toContainText('English complete')
  await expect(listRow).toContainText('Arabic complete')

  // Live on the public site at once: English, Arabic, and the header's developer menu.
  expect(await visit(page, `/developers/${slug}`)).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  // The developer's own call to action books a consultation; 'Explore Projects' scrolls.
  await expect(page.getByRole('link', { name: 'Talk to an advisor' })).toHaveAttribute(
    'href',
    '/#consultation',
  )
  await expect(page.getByRole('link', { name: 'Explore Projects' })).toHaveAttribute(
    'href',
    '#projects',
  )
  await expect(page.locator('main img').first()).toHaveAttribute('src', /^\/media\//)
  const aboutSection = page.getByRole('region', { name: 'About us' })
  await expect(aboutSection.getByRole('paragraph')).toHaveText(about.slice(0, 2))
  expect(await visit(page, `/developers/${slug}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicName)
  await expect(page.getByRole('link', { name: 'كلم مستشار' })).toHaveAttribute(
    'href',
    '/ar#consultation',
  )
  await expect(page.getByRole('region', { name: 'من نحن' }).getByRole('paragraph')).toHaveText(
    arabicAbout,
  )
  await visit(page, '/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('button', { name: 'Developers' }).focus()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
    'href',
    `/developers/${slug}`,
  )

  // Edit: a click on the row opens the form with the saved values and "View on site".
  await visit(page, `/admin/developers?q=${slug}`)
  await page.getByRole('row').filter({ hasText: slug }).getByText(slug).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Developer' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `/developers/${slug}`,
  )
  await expect(field(page, 'Slug')).toHaveValue(slug)
  await expect(mediaField(page, 'Logo')).toContainText('sahel-shores-logo.webp')
  const editEnglish = await openTab(page, 'English Content')
  await expect(
    row(rowList(editEnglish, 'About paragraphs'), 'Paragraph 2').getByRole('textbox'),
  ).toHaveValue(about[1]!)
  await field(editEnglish, 'Name').fill(renamed)
  await page.getByRole('button', { name: 'Update Developer' }).click()
  await expectToast(page, 'Developer updated successfully')
  await expect(page).toHaveURL(/\/admin\/developers$/)
  await visit(page, `/developers/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)

  // Soft delete: gone from the list and from the public site.
  await visit(page, `/admin/developers?q=${slug}`)
  await deleteRow(page, renamed)
  await expectToast(page, 'Developer deleted successfully')
  await expect(page.getByText('No results found')).toBeVisible()
  await expect(page.getByText('0 result(s)', { exact: true })).toBeVisible()
  await expectPublicNotFound(page, `/developers/${slug}`)
  await expectPublicNotFound(page, `/developers/${slug}/ar`)
})

test('a draft developer has a draft preview; its public address stays 404', async ({ page }) => {
  const suffix = runSuffix()
  const slug = `e2e-draft-developer-${suffix}`
  await openForm(page, '/admin/developers/new', 'New Developer')
  const basic = await fillTab(page, 'Basic Info', { Slug: slug })
  await pickMedia(basic, page, 'Logo', 'zayed-gardens-logo.webp')
  await fillTab(page, 'English Content', { Name: `Draft Developer ${suffix}` })
  await fillTab(page, 'Arabic Content', { Name: `مطور مسودة ${suffix}` })
  await page.getByRole('button', { name: 'Create Developer' }).click()
  await expectToast(page, 'Developer created successfully')

  // The draft opens after its first save: Preview at hand, nothing on the site yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Developer' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveCount(0)
  const href = await page.getByRole('link', { name: 'Preview draft' }).getAttribute('href')
  expect(await visit(page, `${href}/ar`)).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'معاينة:' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`مطور مسودة ${suffix}`)
  await expectPublicNotFound(page, `/developers/${slug}`)
})

test('a logo that fails before the page hydrates still shows the default logo', async ({
  page,
}) => {
  // Every library image answers 404, and Turbopack's runtime (without which nothing hydrates)
  // waits until one has: the error comes before React listens for it. (Holding one script, not
  // all: held requests would take the browser's connections and the images would never go.)
  let oneFailed!: () => void
  const failed = new Promise<void>((resolve) => (oneFailed = resolve))
  await page.route('**/media/**', async (route) => {
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
    oneFailed()
  })
  await page.route('**/_next/static/chunks/turbopack-*.js', async (route) => {
    await failed
    await route.continue()
  })
  await page.goto('/admin/developers')
  await waitForHydration(page)
  const logo = page.getByRole('row').nth(1).locator('img')
  await expect(logo).toHaveAttribute('src', '/images/fallback-logo.svg')
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})

test('publishing a project under a draft developer says visitors will not see it, and offers to publish both', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const suffix = runSuffix()
  const developer = { slug: `e2e-hidden-dev-${suffix}`, name: `Hidden Developer ${suffix}` }
  await openForm(page, '/admin/developers/new', 'New Developer')
  const basic = await fillTab(page, 'Basic Info', { Slug: developer.slug })
  await pickMedia(basic, page, 'Logo', 'zayed-gardens-logo.webp')
  await fillTab(page, 'English Content', { Name: developer.name })
  await fillTab(page, 'Arabic Content', { Name: `مطور مخفي ${suffix}` })
  await page.getByRole('button', { name: 'Create Developer' }).click()
  await expectToast(page, 'Developer created successfully')

  const project = projectNames(suffix, 'hidden')
  await copyProject(page, project)
  await openProject(page, project.slug)
  await fillTab(page, 'Basic Info', {
    Developer: option(developer.name),
    Status: option('Published'),
  })
  const ask = page.getByRole('alertdialog', { name: 'Visitors will not see this project' })
  await page.getByRole('button', { name: 'Update Project' }).click()
  await expect(ask).toContainText(`Its developer, ${developer.name}, is draft`)
  await ask.getByRole('button', { name: 'Save project only' }).click()
  await expectToast(page, 'Success', 'Project updated successfully')
  // Saved as asked, and the list says why visitors do not see it.
  await searchList(page, 'Search projects', project.slug, 1)
  await expect(page.getByRole('row').filter({ hasText: project.slug })).toContainText(
    'published, hidden: developer is draft',
  )
  await expectPublicNotFound(page, `/${project.slug}`)

  await openProject(page, project.slug)
  await page.getByRole('button', { name: 'Update Project' }).click()
  await ask.getByRole('button', { name: 'Publish both' }).click()
  await expectToast(page, 'Success', 'Project updated successfully')
  expect(await visit(page, `/${project.slug}`)).toBe(200)
  expect(await visit(page, `/developers/${developer.slug}`)).toBe(200)

  // The developer's side: making it a draft again says its published project goes too, and
  // "Unpublish both" sets the project back to draft in the same save.
  await page.goto(`/admin/developers?q=${developer.slug}`)
  await page.getByRole('row').filter({ hasText: developer.slug }).getByText(developer.slug).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Developer' })).toBeVisible()
  await waitForHydration(page)
  await fillTab(page, 'Basic Info', { Status: option('Draft') })
  await page.getByRole('button', { name: 'Update Developer' }).click()
  const hide = page.getByRole('alertdialog', { name: 'Visitors will not see its projects' })
  await expect(hide).toContainText(
    'While the developer is draft, its published project answers "not found" on the site too.',
  )
  await hide.getByRole('button', { name: 'Unpublish both' }).click()
  await expectToast(page, 'Developer updated successfully')
  await expectPublicNotFound(page, `/developers/${developer.slug}`)
  await expectPublicNotFound(page, `/${project.slug}`)
  await page.goto(`/admin/projects?q=${project.slug}`)
  const row = page.getByRole('row').filter({ hasText: project.slug })
  await expect(row).toContainText('draft')
  await expect(row).not.toContainText('published')
})
