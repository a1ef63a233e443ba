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
import { copyProject, openProject, projectNames, saveProject } from './admin-project-support'
import { expectDocumentLanguage, waitForHydration } from './support'

const SUMMARY = 'Validation Errors'

signedInAs('admin')

test('admin creates, finds, edits and soft-deletes a project; the public site follows each save', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = runSuffix()
  const { slug, title, arabicTitle } = projectNames(suffix)
  const headline = `Quiet homes by the park ${suffix}`
  const newHeadline = `Quiet homes by the lake ${suffix}`
  const arabicHeadline = `بيوت هادئة بجوار الحديقة ${suffix}`
  const faqs = [
    { question: 'When is delivery?', answer: 'In 2029.' },
    { question: 'Is there a club house?', answer: 'Yes, with a pool.' },
  ]

  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await page.getByRole('link', { name: 'Add Project' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('tab')).toHaveText([
    'Basic Info',
    'English Content',
    'Arabic Content',
    'English Sections',
    'Arabic Sections',
  ])
  const submit = page.getByRole('button', { name: 'Create Project' })

  // An empty form: the 'Validation Errors' alert and every required field's message, the
  // pictures (Logo, Thumbnail) among them.
  await submit.click()
  const required = {
    'Basic Info': {
      Slug: 'Slug is required',
      Developer: 'Developer is required',
      'Base path': 'Base path is required',
      Logo: 'This field is required',
      Thumbnail: 'This field is required',
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
  const summary = await expectSummary(page, SUMMARY, required)
  await expect(summary).toBeFocused()
  await expectErrors(page, required)

  // Bad values, and rows half filled: a FAQ without its answer, a highlight without its label.
  await liftMaxLengths(page)
  const basic = await fillTab(page, 'Basic Info', {
    Slug: 'Bad_Slug',
    Developer: option('Nile Crest Developments'),
    'Base path': `/${'p'.repeat(100)}`,
    'Sort Order': '-1',
    'Contact email': 'not-an-email',
    'Map latitude': '91',
    'Map longitude': 'east',
  })
  await pickMedia(basic, page, 'Logo', 'capital-heights-logo.webp')
  await fillTab(page, 'English Content', {
    Title: 't'.repeat(201),
    Description: 'Garden apartments around a quiet park.',
    'Key info': 'Apartments · Delivery 2029',
  })
  const arabic = await fillTab(page, 'Arabic Content', {
    Title: arabicTitle,
    Description: 'شقق بحدائق حول منتزه هادئ.',
    'Key info': 'شقق · التسليم 2029',
  })
  await expect(arabic.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  await expect(field(arabic, 'Title')).toHaveAttribute('dir', 'rtl')
  const english = await openTab(page, 'English Sections')
  const faqList = rowList(english, 'FAQs')
  await addRow(page, faqList, 'Add FAQ', { Question: faqs[0]!.question, Answer: faqs[0]!.answer })
  await addRow(page, faqList, 'Add FAQ', { Question: faqs[1]!.question })
  const highlights = rowList(english, 'Location highlights')
  await addRow(page, highlights, 'Add highlight', { Value: '30 min' })
  await submit.click()
  const badValues = {
    'Basic Info': {
      Slug: 'Slug must be lowercase letters, numbers, and hyphens only',
      'Base path': 'Base path must be less than 100 characters',
      'Sort Order': 'Sort order must be 0 or greater',
      'Contact email': 'Invalid email',
      'Map latitude': 'Latitude must be between -90 and 90',
      'Map longitude': 'Longitude must be a number',
      Thumbnail: 'This field is required',
    },
    'English Content': { Title: 'English title must be less than 200 characters' },
    'English Sections': {
      'Location highlights › Highlight 1 › Label': 'Write the label, or remove this highlight',
      'FAQs › FAQ 2 › Answer': 'Write the answer, or remove this FAQ',
    },
  }
  await expectSummary(page, SUMMARY, badValues)
  await expectErrors(page, badValues)
  // The summary entry of a row takes the user to that row's field.
  await page.getByRole('button', { name: /^English Sections › FAQs › FAQ 2 › Answer:/ }).click()
  await expect(row(faqList, 'FAQ 2').getByLabel('Answer')).toBeFocused()
  await expect(row(faqList, 'FAQ 2').getByLabel('Question')).toHaveValue(faqs[1]!.question)

  // Valid values; the half-filled highlight is removed, the FAQ answered.
  await row(faqList, 'FAQ 2').getByLabel('Answer').fill(faqs[1]!.answer)
  await highlights.getByRole('button', { name: 'Remove Highlight 1' }).click()
  await expect(highlights.getByRole('listitem')).toHaveCount(0)
  await expect(highlights.getByRole('button', { name: 'Add highlight' })).toBeFocused()
  await fillTab(page, 'English Sections', { 'Hero headline': headline, 'FAQ heading': 'Questions' })
  const arabicSections = await fillTab(page, 'Arabic Sections', {
    'Hero headline': arabicHeadline,
    'FAQ heading': 'أسئلة',
  })
  await expect(arabicSections.locator(':scope > div')).toHaveAttribute('dir', 'rtl')
  const arabicFaqs = rowList(arabicSections, 'FAQs')
  await addRow(page, arabicFaqs, 'Add FAQ', { Question: 'متى التسليم؟', Answer: 'في 2029.' })
  await addRow(page, arabicFaqs, 'Add FAQ', { Question: 'هل يوجد نادٍ؟', Answer: 'نعم.' })
  const fixedBasic = await fillTab(page, 'Basic Info', {
    Slug: slug,
    'Base path': `/${slug}`,
    Status: option('Published'),
    'Sort Order': '90',
    'Contact email': 'sales@e2e.example',
    'Map latitude': '',
    'Map longitude': '',
    Active: true,
  })
  await pickMedia(fixedBasic, page, 'Thumbnail', 'capital-heights-thumbnail.webp')
  await fillTab(page, 'English Content', { Title: title })
  await expect(page.getByRole('alert').filter({ hasText: SUMMARY })).toHaveCount(0)
  await submit.click()
  await expectToast(page, 'Success', 'Project created successfully')
  // The new project opens, with its Units tab, Preview and History at hand.
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible()
  for (const tab of ['Units', 'History'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible()

  await page.getByRole('link', { name: 'Back to the list' }).click()
  await searchList(page, 'Search projects', slug, 1)
  const listRow = page.getByRole('row').filter({ hasText: slug })
  await expect(listRow).toContainText(title)
  await expect(listRow).toContainText('Nile Crest Developments')

  // Live on the public site at once, in both languages and in the header's project menu.
  expect(await visit(page, `/${slug}`)).toBe(200)
  await expect(page).toHaveTitle(new RegExp(title))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(page.getByText('Garden apartments around a quiet park.')).toBeVisible()
  const faq = page.getByRole('region', { name: 'Questions' })
  await expect(faq.locator('summary')).toHaveText(faqs.map((f) => f.question))
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
  await expect(page.getByRole('region', { name: 'أسئلة' }).locator('summary')).toHaveText([
    'متى التسليم؟',
    'هل يوجد نادٍ؟',
  ])

  // Edit: the form holds the saved rows; a changed headline is live on the next request.
  await openProject(page, slug)
  await expect(field(page, 'Developer')).toHaveValue(/.+/)
  const sections = await openTab(page, 'English Sections')
  await expect(rowList(sections, 'FAQs').getByRole('listitem')).toHaveCount(2)
  await expect(row(rowList(sections, 'FAQs'), 'FAQ 1').getByLabel('Question')).toHaveValue(
    faqs[0]!.question,
  )
  await expect(row(rowList(sections, 'FAQs'), 'FAQ 2').getByLabel('Answer')).toHaveValue(
    faqs[1]!.answer,
  )
  await field(sections, 'Hero headline').fill(newHeadline)
  await saveProject(page, 'Update')
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
  const target = projectNames(suffix, 'cross-sell')
  const mine = projectNames(suffix, 'seller')
  await copyProject(page, target)
  await copyProject(page, mine)

  // The seller's form chooses the target in Arabic Sections, with an edited Arabic headline.
  await openProject(page, mine.slug)
  const headline = `عنوان لم يحفظ ${suffix}`
  await fillTab(page, 'Arabic Sections', {
    'Hero headline': headline,
    'Cross-sell enabled': true,
    'Cross-sell project': option(target.title),
  })

  // Meanwhile, in another tab, the target is deleted.
  const other = await page.context().newPage()
  await visit(other, `/admin/projects?q=${target.slug}`)
  await waitForHydration(other)
  await deleteRow(other, target.title)
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
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible()

  // Nothing was saved: the History tab has the copy's creation and its renaming only.
  await openForm(page, page.url(), 'Edit Project')
  await openTab(page, 'History')
  const history = page.getByRole('list', { name: 'History' }).locator(':scope > li')
  await expect(history).toHaveCount(2)
  await expect(history.last()).toContainText('Duplicated')
})
