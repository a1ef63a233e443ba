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

const SUMMARY = 'Validation Errors'

test('admin creates, finds, edits and soft-deletes a project; the public site follows each save', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const suffix = runSuffix()
  const slug = `e2e-project-${suffix}`
  const title = `E2E Project ${suffix}`
  const arabicTitle = `مشروع تجريبي ${suffix}`
  const headline = `Quiet homes by the park ${suffix}`
  const newHeadline = `Quiet homes by the lake ${suffix}`
  const arabicHeadline = `بيوت هادئة بجوار الحديقة ${suffix}`

  await signIn(page, 'admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await page.getByRole('link', { name: 'Add Project' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveText([
    'Basic Info',
    'English Content',
    'Arabic Content',
    'English Sections',
    'Arabic Sections',
  ])
  const submit = page.getByRole('button', { name: 'Create Project' })

  // An empty form: the 'Validation Errors' alert and every required field's message.
  await submit.click()
  const required = {
    'Basic Info': {
      Slug: 'Slug is required',
      Developer: 'Developer is required',
      'Base path': 'Base path is required',
      'Logo URL': 'This field is required',
      'Thumbnail URL': 'This field is required',
    },
    'English Content': {
      Title: 'English title is required',
      Description: 'English description is required',
      'Key info': 'English key info is required',
    },
    'Arabic Content': {
      Title: 'Arabic title is required',
      Description: 'Arabic description is required',
      'Key info': 'Arabic key info is required',
    },
  }
  await expectSummary(page, SUMMARY, required)
  await expectErrors(page, required)

  // Bad values.
  await liftMaxLengths(page)
  await fillTab(page, 'Basic Info', {
    Slug: 'Bad_Slug',
    Developer: option('Nile Crest Developments'),
    'Base path': `/${'p'.repeat(100)}`,
    'Sort Order': '-1',
    'Logo URL': 'logo.webp',
    'Thumbnail URL': '//cdn.example.com/thumb.webp',
    'Large logo URL': 'javascript:alert(1)',
    'Contact email': 'not-an-email',
    'Map latitude': '91',
    'Map longitude': 'east',
  })
  await fillTab(page, 'English Content', {
    Title: 't'.repeat(201),
    Description: 'Garden apartments around a quiet park.',
    'Key info': 'Apartments · From EGP 8M',
  })
  const arabic = await fillTab(page, 'Arabic Content', {
    Title: arabicTitle,
    Description: 'شقق بحدائق حول منتزه هادئ.',
    'Key info': 'شقق · تبدأ من 8 مليون جنيه',
  })
  await expect(arabic.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await fillTab(page, 'English Sections', {
    'Location highlights': 'AUC New Cairo, 7 min',
    FAQs: 'When is delivery?',
  })
  await submit.click()
  const badValues = {
    'Basic Info': {
      Slug: 'Slug must be lowercase letters, numbers, and hyphens only',
      'Base path': 'Base path must be less than 100 characters',
      'Sort Order': 'Sort order must be 0 or greater',
      'Logo URL': 'Must be a valid URL or path starting with /',
      'Thumbnail URL': 'Must be a valid URL or path starting with /',
      'Large logo URL': 'Must be a valid URL or path starting with /',
      'Contact email': 'Invalid email',
      'Map latitude': 'Latitude must be between -90 and 90',
      'Map longitude': 'Longitude must be a number',
    },
    'English Content': { Title: 'English title must be less than 200 characters' },
    'English Sections': {
      'Location highlights': 'Line 1: write "icon | label | value"',
      FAQs: 'Line 1: start each FAQ with "Q:"',
    },
  }
  await expectSummary(page, SUMMARY, badValues)
  await expectErrors(page, badValues)

  // Valid values: English and Arabic content and section texts.
  await fillTab(page, 'Basic Info', {
    Slug: slug,
    'Base path': `/${slug}`,
    Status: option('Published'),
    'Sort Order': '90',
    'Logo URL': '/images/seed/projects/capital-heights-logo.webp',
    'Thumbnail URL': '/images/seed/projects/capital-heights-thumbnail.webp',
    'Large logo URL': '',
    'Contact email': 'sales@e2e.example',
    'Map latitude': '',
    'Map longitude': '',
    Active: true,
  })
  await fillTab(page, 'English Content', { Title: title })
  await fillTab(page, 'English Sections', {
    'Hero headline': headline,
    'Hero subheadline': 'Five minutes from the ring road.',
    'Location highlights': 'plane | Cairo Airport | 30 min',
    'FAQ heading': 'Questions',
    FAQs: 'Q: When is delivery?\nA: In 2029.',
  })
  const arabicSections = await fillTab(page, 'Arabic Sections', {
    'Hero headline': arabicHeadline,
  })
  await expect(arabicSections.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await submit.click()
  await expectToast(page, 'Success', 'Project created successfully')
  await expect(page).toHaveURL(/\/admin\/projects$/)

  await searchList(page, 'Search projects', slug, 1)
  const row = page.getByRole('row').filter({ hasText: slug })
  await expect(row).toContainText(title)
  await expect(row).toContainText('Nile Crest Developments')

  // Live on the public site at once, in both languages and in the header's project menu.
  expect(await visit(page, `/${slug}`)).toBe(200)
  await expect(page).toHaveTitle(new RegExp(title))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(page.getByText('Garden apartments around a quiet park.')).toBeVisible()
  const faq = page.getByRole('region', { name: 'Questions' })
  await expect(faq.getByText('When is delivery?')).toBeVisible()
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('button', { name: 'Projects' }).focus()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    `/${slug}`,
  )
  expect(await visit(page, `/${slug}/ar`)).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(page).toHaveTitle(new RegExp(arabicTitle))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicHeadline)

  // Edit: the form holds the saved texts; a changed headline is live on the next request.
  await visit(page, `/admin/projects?q=${slug}`)
  await page.getByRole('row').filter({ hasText: slug }).getByText(slug).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  await expect(field(page, 'Developer')).toHaveValue(/.+/)
  const sections = await openTab(page, 'English Sections')
  await expect(field(sections, 'FAQs')).toHaveValue('Q: When is delivery?\nA: In 2029.')
  await expect(field(sections, 'Location highlights')).toHaveValue('plane | Cairo Airport | 30 min')
  await field(sections, 'Hero headline').fill(newHeadline)
  await page.getByRole('button', { name: 'Update Project' }).click()
  await expectToast(page, 'Success', 'Project updated successfully')
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await visit(page, `/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeadline)

  // Soft delete: gone from the list and the public site.
  await visit(page, `/admin/projects?q=${slug}`)
  await deleteRow(page, title)
  await expectToast(page, 'Success', 'Project deleted successfully')
  await expect(page.getByText('No results found')).toBeVisible()
  await expectPublicNotFound(page, `/${slug}`)
  await expectPublicNotFound(page, `/${slug}/ar`)
})

test('a cross-sell project deleted while another project is being edited: the save is refused under the field, and nothing typed is lost', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const suffix = runSuffix()
  const target = `E2E Cross-sell ${suffix}`
  await signIn(page, 'admin')

  // The project to cross-sell to, made for this test.
  await visit(page, '/admin/projects/new')
  await fillTab(page, 'Basic Info', {
    Slug: `e2e-cross-sell-${suffix}`,
    Developer: option('Nile Crest Developments'),
    'Base path': `/e2e-cross-sell-${suffix}`,
    'Logo URL': '/images/seed/projects/capital-heights-logo.webp',
    'Thumbnail URL': '/images/seed/projects/capital-heights-thumbnail.webp',
  })
  await fillTab(page, 'English Content', { Title: target, Description: 'D', 'Key info': 'K' })
  await fillTab(page, 'Arabic Content', {
    Title: `هدف ${suffix}`,
    Description: 'و',
    'Key info': 'م',
  })
  await page.getByRole('button', { name: 'Create Project' }).click()
  await expectToast(page, 'Success', 'Project created successfully')

  // Palm Valley's form chooses it in Arabic Sections, with an edited Arabic headline.
  await visit(page, '/admin/projects?q=palm-valley')
  await page.getByRole('row').filter({ hasText: 'palm-valley' }).getByText('palm-valley').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  const headline = `عنوان لم يحفظ ${suffix}`
  await fillTab(page, 'Arabic Sections', {
    'Hero headline': headline,
    'Cross-sell enabled': true,
    'Cross-sell project': option(target),
  })

  // Meanwhile, in another tab, the target is deleted.
  const other = await page.context().newPage()
  await visit(other, `/admin/projects?q=e2e-cross-sell-${suffix}`)
  await deleteRow(other, target)
  await expectToast(other, 'Success', 'Project deleted successfully')
  await other.close()

  await page.getByRole('button', { name: 'Update Project' }).click()
  await expectToast(page, 'Error', 'Please fix the errors and try again.')
  const refused = { 'Arabic Sections': { 'Cross-sell project': 'Choose a project from the list' } }
  await expectSummary(page, SUMMARY, refused)
  await expectErrors(page, refused)
  const sections = await openTab(page, 'Arabic Sections')
  await expect(field(sections, 'Hero headline')).toHaveValue(headline)
  await expect(field(sections, 'Cross-sell enabled')).toBeChecked()

  // Nothing was saved.
  await visit(page, '/palm-valley/ar')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(headline)
})
