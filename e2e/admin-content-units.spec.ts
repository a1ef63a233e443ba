import { expect, test, type Page } from '@playwright/test'
import { onePagePdf } from '../tests/support/media-files'
import {
  deleteRow,
  expectErrors,
  expectSummary,
  expectToast,
  field,
  fillTab,
  libraryItem,
  liftMaxLengths,
  mediaField,
  openForm,
  openPicker,
  openTab,
  option,
  pickMedia,
  runSuffix,
  searchList,
  signedInAs,
  uploadAndChoose,
  visit,
} from './admin-content-support'
import { createProject, projectNames } from './admin-project-support'
import { expectDocumentLanguage } from './support'

const SUMMARY = 'Please fix the following errors:'

signedInAs('moderator')

const resultCount = async (page: Page) => {
  const text = await page.getByText(/^\d+ result\(s\)$/).textContent()
  return Number(text?.match(/\d+/)?.[0])
}

/** A published project with a units section, for this test's units. */
const unitsProject = async (page: Page, what: string) => {
  const project = { ...projectNames(runSuffix(), what), status: 'Published' as const }
  await createProject(page, project, async () => {
    await fillTab(page, 'English Sections', { 'Units heading': 'Homes' })
    await fillTab(page, 'Arabic Sections', { 'Units heading': 'الوحدات' })
  })
  return project
}

// @quiet: it pages through all units, which other tests add and delete.
test(
  'the units list pages 20 rows at a time and searches case-insensitively',
  { tag: '@quiet' },
  async ({ page }) => {
    await page.goto('/admin')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Units' })
      .click()
    await expect(page).toHaveURL(/\/admin\/units$/)
    // The seed's 33 units, and what earlier tests left.
    const total = await resultCount(page)
    expect(total, 'the seed holds 33 units').toBeGreaterThanOrEqual(33)
    const pages = Math.ceil(total / 20)
    const rows = page.getByRole('table', { name: 'Units' }).locator('tbody tr')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })

    await expect(pagination).toContainText(`Page 1 of ${pages}`)
    await expect(rows).toHaveCount(20)
    const firstPage = await rows.allTextContents()
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(pagination).toContainText(`Page 2 of ${pages}`)
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(rows).toHaveCount(Math.min(20, total - 20))
    const secondPage = await rows.allTextContents()
    expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([])
    if (pages === 2) await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0)
    await pagination.getByRole('link', { name: 'Previous' }).click()
    await expect(pagination).toContainText(`Page 1 of ${pages}`)
    await expect(rows).toHaveCount(20)
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveCount(0)

    // Case-insensitive search over the shown columns: 'VILLA' finds the villas (type and title),
    // the seed's six among them.
    const search = page.getByRole('searchbox', { name: 'Search units' })
    await search.fill('VILLA')
    await search.press('Enter')
    await expect(page).toHaveURL(/[?&]q=VILLA/)
    await expect(page.getByText(`${total} result(s)`, { exact: true })).toHaveCount(0)
    const villas = await resultCount(page)
    expect(villas).toBeGreaterThanOrEqual(6)
    await expect(rows).toHaveCount(Math.min(20, villas))
    for (const row of await rows.all()) await expect(row).toContainText(/villa/i)

    await searchList(page, 'Search units', 'zzqx-no-such-unit', 0)
    await expect(page.getByRole('cell', { name: 'No results found' })).toBeVisible()

    // Back to the whole list from the sidebar: the search box no longer shows the old search.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Units' })
      .click()
    await expect(page.getByText(`${total} result(s)`, { exact: true })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search units' })).toHaveValue('')
  },
)

test('a moderator creates, filters, edits and soft-deletes a unit; prices typed as staff write them show formatted on the project page, whose "from" price follows', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const project = await unitsProject(page, 'prices')
  const suffix = runSuffix()
  const slug = `e2e-unit-${suffix}`
  const title = `E2E Garden Villa ${suffix}`
  const renamed = `E2E Lake Villa ${suffix}`
  const arabicTitle = `فيلا تجريبية ${suffix}`

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
    Project: option(project.title),
    Slug: 'Garden Villa',
    'Unit type': 'v'.repeat(51),
    'Area (sqm)': '0',
    Bedrooms: '-1',
    'Sort Order': '-1',
    'Price (EGP)': 'about nine million',
    'Down payment (EGP)': '-5',
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
      'Price (EGP)': 'Price: write the amount in EGP, e.g. 9800000 or 9.8M',
      'Down payment (EGP)': 'Down payment: write the amount in EGP, e.g. 9800000 or 9.8M',
    },
    'Arabic Content': { Title: 'Arabic title must be less than 200 characters' },
  }
  await expectSummary(page, SUMMARY, badValues)
  await expectErrors(page, badValues)

  // Amounts as staff type them: digits with or without separators, "9.8M", Arabic-Indic digits;
  // each read back as the site will show it, in both languages.
  const basic = await fillTab(page, 'Basic Info', {
    Slug: slug,
    'Unit type': 'villa',
    'Area (sqm)': '310',
    Bedrooms: '4',
    'Sort Order': '90',
    'Down payment (EGP)': '980K',
    'Monthly instalment (EGP)': '٤٥٬٠٠٠',
    Availability: option('Available'),
    Status: option('Published'),
    Active: true,
  })
  const price = field(basic, 'Price (EGP)')
  const reading = page.locator('#field-priceEgp-reading')
  for (const typed of ['9800000', '9,800,000', '9.8M', '٩٬٨٠٠٬٠٠٠']) {
    await price.fill(typed)
    await expect(reading).toHaveText('Shown on the site as EGP 9.8M · 9.8 مليون جنيه')
  }
  await expect(page.locator('#field-downPaymentEgp-reading')).toHaveText(
    'Shown on the site as EGP 980K · 980 ألف جنيه',
  )
  await expect(page.locator('#field-monthlyInstallmentEgp-reading')).toHaveText(
    'Shown on the site as EGP 45K · 45 ألف جنيه',
  )
  await pickMedia(basic, page, 'Image', 'villa.webp')
  await pickMedia(basic, page, 'Floor plan', 'villa-4.webp')
  await fillTab(page, 'English Content', { 'Price label': 'Starting from' })
  const arabic = await fillTab(page, 'Arabic Content', {
    Title: arabicTitle,
    'Price label': 'يبدأ من',
  })
  await expect(arabic.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await submit.click()
  await expectToast(page, 'Success', 'Unit created successfully')
  await expect(page).toHaveURL(/\/admin\/units\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Unit' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the list' }).click()
  await searchList(page, 'Search units', title, 1)

  // On the project's public page at once, in English and Arabic; the project's "from" price
  // (overview and its card on the developer's page) is the unit's.
  const card = (name: string) => page.getByRole('article', { name })
  const overview = page.locator('#overview')
  expect(await visit(page, `/${project.slug}`)).toBe(200)
  await expect(card(title)).toContainText('Starting from EGP 9.8M')
  await expect(card(title)).toContainText('Down payment EGP 980K · EGP 45K a month')
  await expect(card(title).getByRole('button', { name: 'View floor plan' })).toBeVisible()
  await expect(card(title).locator('img')).toHaveAttribute('src', /^\/media\//)
  await expect(overview).toContainText('Apartments · Delivery 2029 · From EGP 9.8M')
  expect(await visit(page, `/${project.slug}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(card(arabicTitle)).toContainText('يبدأ من 9.8 مليون جنيه')
  await expect(card(arabicTitle)).toContainText('مقدم 980 ألف جنيه · 45 ألف جنيه شهريًا')
  await expect(overview).toContainText('تبدأ من 9.8 مليون جنيه')
  const projectCard = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: project.title }),
  })
  await visit(page, '/developers/nile-crest')
  await expect(projectCard).toContainText('From EGP 9.8M')

  // The project filter: 'All Projects', one project, 'Clear Filter'.
  await visit(page, '/admin/units')
  const filter = page.getByLabel('Filter by project')
  await expect(filter).toHaveValue('')
  await expect(filter.locator('option:checked')).toHaveText('All Projects')
  await filter.selectOption({ label: project.title })
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/)
  await expect(page.getByText('1 result(s)', { exact: true })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Units' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(title)
  await page.getByRole('link', { name: 'Clear Filter' }).click()
  await expect(page).toHaveURL(/\/admin\/units$/)
  // Every unit again (other tests add theirs meanwhile, so not a fixed number): more than one.
  await expect(page.getByText('1 result(s)', { exact: true })).toHaveCount(0)
  expect(await resultCount(page)).toBeGreaterThanOrEqual(33)
  await expect(filter).toHaveValue('')
  await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0)

  // Edit via the actions menu: the price emptied is "Price on request", and the project has no
  // "from" price any more.
  await searchList(page, 'Search units', title, 1)
  await page.getByRole('button', { name: `Actions for ${title}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Unit' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `/${project.slug}?unit=${slug}`,
  )
  await expect(field(page, 'Slug')).toHaveValue(slug)
  await expect(price).toHaveValue('9,800,000')
  await expect(reading).toHaveText('Shown on the site as EGP 9.8M · 9.8 مليون جنيه')
  await price.fill('')
  await expect(reading).toHaveCount(0)
  await fillTab(page, 'English Content', { Title: renamed })
  await page.getByRole('button', { name: 'Update Unit' }).click()
  await expectToast(page, 'Success', 'Unit updated successfully')
  await expect(page).toHaveURL(/\/admin\/units$/)
  await visit(page, `/${project.slug}`)
  await expect(card(renamed)).toContainText('Price on request')
  await expect(card(title)).toHaveCount(0)
  await expect(overview).not.toContainText('From')
  await visit(page, `/${project.slug}/ar`)
  await expect(card(arabicTitle)).toContainText('السعر عند الطلب')

  // Soft delete: off the list and off the project page.
  await visit(page, `/admin/units?q=${encodeURIComponent(renamed)}`)
  await deleteRow(page, renamed)
  await expectToast(page, 'Success', 'Unit deleted successfully')
  await expect(page.getByText('No results found')).toBeVisible()
  expect(await visit(page, `/${project.slug}`)).toBe(200)
  await expect(page.locator('[data-unit]')).toHaveCount(0)
})

test('a unit’s floor plan may be a PDF uploaded in the picker, its image only an image', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = await unitsProject(page, 'plans')
  const suffix = runSuffix()
  const pdf = { name: `plan-${suffix}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf() }
  await openForm(page, '/admin/units/new', 'New Unit')
  const basic = await fillTab(page, 'Basic Info', {
    Project: option(project.title),
    Slug: `e2e-plan-${suffix}`,
    'Unit type': 'apartment',
    Status: option('Published'),
  })
  await fillTab(page, 'English Content', { Title: `E2E Plan ${suffix}` })
  await fillTab(page, 'Arabic Content', { Title: `مخطط ${suffix}` })
  await openTab(page, 'Basic Info')
  const dialog = await openPicker(basic, page, 'Floor plan')
  await expect(dialog).toHaveAccessibleName('Choose an image or PDF')
  await uploadAndChoose(dialog, pdf, { en: 'Floor plan, two bedrooms', ar: 'مخطط غرفتين' })
  await expect(mediaField(basic, 'Floor plan')).toContainText(pdf.name)
  await expect(mediaField(basic, 'Floor plan')).toContainText('Alt text ✓')

  // The image field's library does not offer the PDF.
  const images = await openPicker(basic, page, 'Image')
  await expect(images).toHaveAccessibleName('Choose an image')
  await images.getByRole('searchbox', { name: 'Search the library' }).fill(pdf.name)
  await expect(images.getByText('No results found')).toBeVisible()
  await expect(libraryItem(images, pdf.name)).toHaveCount(0)
  await images.getByRole('button', { name: 'Cancel' }).click()
  await expect(
    mediaField(basic, 'Image').getByRole('button', { name: 'Choose Image' }),
  ).toBeFocused()

  await page.getByRole('button', { name: 'Create Unit' }).click()
  await expectToast(page, 'Success', 'Unit created successfully')
  await visit(page, `/${project.slug}`)
  const plan = page
    .getByRole('article', { name: `E2E Plan ${suffix}` })
    .getByRole('button', { name: 'View floor plan' })
  const file = await plan.getAttribute('data-floorplan')
  expect(file).toMatch(/^\/media\/[0-9a-f-]{36}\/document\.pdf$/)
  const response = await page.request.get(file!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
})
