import { expect, test, type Page } from '@playwright/test'
import { signIn } from './admin-support'
import {
  deleteRow,
  expectErrors,
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
import { expectDocumentLanguage } from './support'

const SUMMARY = 'Please fix the following errors:'
/** A seeded published project the unit is added to (and removed from again). */
const PROJECT = { slug: 'october-hills', title: 'October Hills' }

const resultCount = async (page: Page) => {
  const text = await page.getByText(/^\d+ result\(s\)$/).textContent()
  return Number(text?.match(/\d+/)?.[0])
}

test('the units list pages 20 rows at a time and searches case-insensitively', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Units' }).click()
  await expect(page).toHaveURL(/\/admin\/units$/)
  const total = await resultCount(page)
  expect(total, 'the seed holds 33 units').toBeGreaterThanOrEqual(33)
  expect(total).toBeLessThanOrEqual(40)
  const rows = page.getByRole('table', { name: 'Units' }).locator('tbody tr')
  const pagination = page.getByRole('navigation', { name: 'Pagination' })

  await expect(pagination).toContainText('Page 1 of 2')
  await expect(rows).toHaveCount(20)
  const firstPage = await rows.allTextContents()
  await pagination.getByRole('link', { name: 'Next' }).click()
  await expect(pagination).toContainText('Page 2 of 2')
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(rows).toHaveCount(total - 20)
  const secondPage = await rows.allTextContents()
  expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([])
  await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0)
  await pagination.getByRole('link', { name: 'Previous' }).click()
  await expect(pagination).toContainText('Page 1 of 2')
  await expect(rows).toHaveCount(20)
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveCount(0)

  // Case-insensitive search over the shown columns: 'VILLA' finds the villas (type and title).
  await searchList(page, 'Search units', 'VILLA', 6)
  await expect(rows).toHaveCount(6)
  for (const row of await rows.all()) await expect(row).toContainText(/villa/i)
  await expect(pagination).toContainText('Page 1 of 1')

  await searchList(page, 'Search units', 'zzqx-no-such-unit', 0)
  await expect(page.getByRole('cell', { name: 'No results found' })).toBeVisible()

  // Back to the whole list from the sidebar: the search box no longer shows the old search.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Units' }).click()
  await expect(page.getByText(`${total} result(s)`, { exact: true })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search units' })).toHaveValue('')
})

test('a moderator creates, filters, edits and soft-deletes a unit; the project page follows each save', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const suffix = runSuffix()
  const slug = `e2e-unit-${suffix}`
  const title = `E2E Garden Villa ${suffix}`
  const renamed = `E2E Lake Villa ${suffix}`
  const arabicTitle = `فيلا تجريبية ${suffix}`
  const price = 'EGP 7,250,000'
  const arabicPrice = '7,250,000 جنيه'

  await signIn(page, 'moderator')
  await visit(page, '/admin/units')
  await page.getByRole('link', { name: 'Add Unit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Unit' })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Create Unit' })

  await submit.click()
  const required = {
    'Basic Info': {
      Project: 'Project is required',
      Slug: 'Slug is required',
      'Unit type': 'Unit type is required',
    },
    'English Content': { Title: 'English title is required' },
    'Arabic Content': { Title: 'Arabic title is required' },
  }
  await expectSummary(page, SUMMARY, required)
  await expectErrors(page, required)

  await liftMaxLengths(page)
  await fillTab(page, 'Basic Info', {
    Project: option(PROJECT.title),
    Slug: 'Garden Villa',
    'Unit type': 'v'.repeat(51),
    'Area (sqm)': '0',
    Bedrooms: '-1',
    'Sort Order': '-1',
    'Image URL': 'villa.webp',
    'Floor plan URL': 'ftp://example.com/plan.webp',
  })
  await fillTab(page, 'English Content', { Title: title })
  await fillTab(page, 'Arabic Content', { Title: 'ع'.repeat(201) })
  await submit.click()
  const badValues = {
    'Basic Info': {
      Slug: 'Slug must be lowercase letters, numbers, and hyphens only',
      'Unit type': 'Unit type must be less than 50 characters',
      'Area (sqm)': 'Area must be at least 1 sqm',
      Bedrooms: 'Bedrooms must be 0 or more',
      'Sort Order': 'Sort order must be 0 or greater',
      'Image URL': 'Must be a valid URL or path starting with /',
      'Floor plan URL': 'Must be a valid URL or path starting with /',
    },
    'Arabic Content': { Title: 'Arabic title must be less than 200 characters' },
  }
  await expectSummary(page, SUMMARY, badValues)
  await expectErrors(page, badValues)
  await fillTab(page, 'Basic Info', {
    Slug: slug,
    'Unit type': 'villa',
    'Area (sqm)': '120.5',
    Bedrooms: 'two',
    'Sort Order': '90',
    'Image URL': '',
    'Floor plan URL': '',
  })
  await submit.click()
  await expectErrors(page, {
    'Basic Info': {
      'Area (sqm)': 'Area must be a whole number',
      Bedrooms: 'Bedrooms must be a number',
    },
  })

  await fillTab(page, 'Basic Info', {
    'Area (sqm)': '310',
    Bedrooms: '4',
    Availability: option('Available'),
    Status: option('Published'),
    Active: true,
  })
  await fillTab(page, 'English Content', {
    'Price label': 'Starting from',
    'Price value': price,
  })
  const arabic = await fillTab(page, 'Arabic Content', {
    Title: arabicTitle,
    'Price label': 'يبدأ من',
    'Price value': arabicPrice,
  })
  await expect(arabic.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await submit.click()
  await expectToast(page, 'Success', 'Unit created successfully')
  await expect(page).toHaveURL(/\/admin\/units$/)
  await searchList(page, 'Search units', title, 1)

  // On the project's public page at once, in English and Arabic.
  const card = (name: string) => page.getByRole('article', { name })
  expect(await visit(page, `/${PROJECT.slug}`)).toBe(200)
  await expect(card(title)).toContainText(price)
  await expect(card(title)).toContainText('4')
  expect(await visit(page, `/${PROJECT.slug}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(card(arabicTitle)).toContainText(arabicPrice)

  // The project filter: 'All Projects', one project, 'Clear Filter'.
  await visit(page, '/admin/units')
  const filter = page.getByLabel('Filter by project')
  await expect(filter).toHaveValue('')
  await expect(filter.locator('option:checked')).toHaveText('All Projects')
  const all = await resultCount(page)
  await filter.selectOption({ label: PROJECT.title })
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/)
  await expect(page.getByText('4 result(s)', { exact: true })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Units' }).locator('tbody tr')
  await expect(rows).toHaveCount(4)
  for (const row of await rows.all()) await expect(row).toContainText(PROJECT.title)
  await expect(rows.filter({ hasText: title })).toHaveCount(1)
  await page.getByRole('link', { name: 'Clear Filter' }).click()
  await expect(page).toHaveURL(/\/admin\/units$/)
  await expect(page.getByText(`${all} result(s)`, { exact: true })).toBeVisible()
  await expect(filter).toHaveValue('')
  await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0)

  // Edit via the actions menu.
  await searchList(page, 'Search units', title, 1)
  await page.getByRole('button', { name: `Actions for ${title}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Unit' })).toBeVisible()
  await expect(field(page, 'Slug')).toHaveValue(slug)
  const english = await openTab(page, 'English Content')
  await expect(field(english, 'Price value')).toHaveValue(price)
  await field(english, 'Title').fill(renamed)
  await page.getByRole('button', { name: 'Update Unit' }).click()
  await expectToast(page, 'Success', 'Unit updated successfully')
  await expect(page).toHaveURL(/\/admin\/units$/)
  await visit(page, `/${PROJECT.slug}`)
  await expect(card(renamed)).toContainText(price)
  await expect(card(title)).toHaveCount(0)

  // Soft delete: off the list and off the project page.
  await visit(page, `/admin/units?q=${encodeURIComponent(renamed)}`)
  await deleteRow(page, renamed)
  await expectToast(page, 'Success', 'Unit deleted successfully')
  await expect(page.getByText('No results found')).toBeVisible()
  expect(await visit(page, `/${PROJECT.slug}`)).toBe(200)
  await expect(card(renamed)).toHaveCount(0)
  await expect(page.locator('[data-unit]')).toHaveCount(3)
  await visit(page, `/${PROJECT.slug}/ar`)
  await expect(card(arabicTitle)).toHaveCount(0)
})
