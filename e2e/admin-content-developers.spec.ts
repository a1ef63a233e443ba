import { expect, test } from '@playwright/test'
import { signIn } from './admin-support'
import {
  deleteRow,
  expectErrors,
  expectPublicNotFound,
  expectSummary,
  expectToast,
  field,
  fillTab,
  liftMaxLengths,
  option,
  openTab,
  runSuffix,
  searchList,
  visit,
} from './admin-content-support'
import { expectDocumentLanguage, waitForHydration } from './support'

const SUMMARY = 'Please fix the following errors:'

test('admin creates, finds, edits and soft-deletes a developer; the public site follows each save', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const suffix = runSuffix()
  const slug = `e2e-developer-${suffix}`
  const name = `E2E Developer ${suffix}`
  const renamed = `E2E Renamed Developer ${suffix}`
  const arabicName = `مطور تجريبي ${suffix}`
  const about = ['We build calm neighbourhoods.', 'Every project is delivered on time.']
  const arabicAbout = ['نبني أحياء هادئة.', 'نسلم كل مشروع في موعده.']

  await signIn(page, 'admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Developers' })
    .click()
  await expect(page).toHaveURL(/\/admin\/developers$/)
  await page.getByRole('link', { name: 'Add Developer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Developer' })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Create Developer' })

  // An empty form: the summary card and the inline messages, on all three tabs.
  await submit.click()
  const required = {
    'Basic Info': { Slug: 'Slug is required', 'Logo URL': 'This field is required' },
    'English Content': { Name: 'Name is required' },
    'Arabic Content': { Name: 'Name is required' },
  }
  const summary = await expectSummary(page, SUMMARY, required)
  await expect(summary).toBeFocused()
  // A summary entry takes the user to its field, on its tab.
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
  await fillTab(page, 'Basic Info', {
    Slug: 'Bad Slug',
    'Logo URL': 'not a url',
    'Hero background URL': 'ftp://example.com/hero.webp',
    'Base path': `/${tooLong(100)}`,
    'SEO canonical URL': '/relative/path',
    'Sort Order': '-1',
  })
  await fillTab(page, 'English Content', badTexts('e'))
  await fillTab(page, 'Arabic Content', badTexts('ع'))
  await submit.click()
  const badValues = {
    'Basic Info': {
      Slug: 'Slug must contain only lowercase letters, numbers, and hyphens',
      'Logo URL': 'Must be a valid URL or path starting with /',
      'Hero background URL': 'Must be a valid URL or path starting with /',
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
    'Logo URL': '/images/seed/developers/nile-crest-logo.webp',
    'Hero background URL': 'https://cdn.example.com/hero.webp',
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

  // Valid values in both languages; the Arabic tab is right-to-left.
  await fillTab(page, 'Basic Info', {
    Slug: slug,
    Status: option('Published'),
    'Hero background URL': '',
    'SEO canonical URL': '',
    'Sort Order': '50',
    Active: true,
  })
  const english = await fillTab(page, 'English Content', {
    ...Object.fromEntries(Object.keys(textMessages).map((label) => [label, ''])),
    Name: name,
    Tagline: 'Homes for the long run',
    'About heading': 'About us',
    'About paragraphs': about.join('\n\n'),
  })
  await expect(english.locator(':scope > div')).toHaveAttribute('dir', 'ltr')
  const arabic = await fillTab(page, 'Arabic Content', {
    ...Object.fromEntries(Object.keys(textMessages).map((label) => [label, ''])),
    Name: arabicName,
    Tagline: 'بيوت تدوم',
    'About heading': 'من نحن',
    'About paragraphs': arabicAbout.join('\n\n'),
  })
  await expect(arabic.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await expect(field(arabic, 'Name')).toHaveJSProperty('dir', 'auto')
  expect(await field(arabic, 'Tagline').evaluate((el) => getComputedStyle(el).direction)).toBe(
    'rtl',
  )
  await submit.click()
  await expectToast(page, 'Developer created successfully')
  await expect(page).toHaveURL(/\/admin\/developers$/)

  // Found by its slug in the list.
  await searchList(page, 'Search developers', slug, 1)
  const row = page.getByRole('row').filter({ hasText: slug })
  await expect(row).toContainText(name)
  await expect(row).toContainText('published')

  // Live on the public site at once: English, Arabic, and the header's developer menu.
  expect(await visit(page, `/developers/${slug}`)).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const aboutSection = page.getByRole('region', { name: 'About us' })
  await expect(aboutSection.getByRole('paragraph')).toHaveText(about)
  expect(await visit(page, `/developers/${slug}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicName)
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

  // Edit: a click on the row opens the form with the saved values.
  await visit(page, `/admin/developers?q=${slug}`)
  await page.getByRole('row').filter({ hasText: slug }).getByText(slug).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Developer' })).toBeVisible()
  await expect(field(page, 'Slug')).toHaveValue(slug)
  const editEnglish = await openTab(page, 'English Content')
  await expect(field(editEnglish, 'About paragraphs')).toHaveValue(about.join('\n\n'))
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
