import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import {
  addRow,
  fillTab,
  libraryItem,
  openForm,
  openPicker,
  openTab,
  option,
  rowList,
  runSuffix,
  searchList,
  signedInAs,
} from './admin-content-support'
import { fillProjectBasics, projectNames } from './admin-project-support'

signedInAs('admin')

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** A picture of the screen as it is now (test-results/content-forms-*.png), for review. */
const shoot = (page: Page, what: string, width: number) =>
  page.screenshot({ path: `test-results/content-forms-${what}-${width}.png` })

for (const viewport of VIEWPORTS) {
  test.describe(`content forms on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the project form, its images, a row editor, the picker, its errors and the publish question have no serious or critical axe violations', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const found: string[] = []
      const check = async (label: string) =>
        found.push(...(await seriousViolations(page, `${label} (${viewport.width} px)`)))
      await openForm(page, '/admin/projects/new', 'New Project')
      await page.getByRole('button', { name: 'Create Project' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Validation Errors' })).toBeVisible()
      await check('project form with errors')

      const project = { ...projectNames(runSuffix(), 'axe'), status: 'Published' as const }
      await fillProjectBasics(page, project)
      const basic = await openTab(page, 'Basic Info')
      await basic.getByRole('group', { name: 'Images' }).evaluate((el) => el.scrollIntoView())
      await check('project form, Basic Info images')
      await shoot(page, 'basic-info', viewport.width)

      // The picker with an item selected.
      const dialog = await openPicker(basic, page, 'Hero image')
      await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('palm-valley-hero')
      await libraryItem(dialog, 'palm-valley-hero.webp').click()
      await expect(dialog.getByRole('region', { name: 'Selected' })).toBeVisible()
      await check('media picker')
      await dialog.getByRole('button', { name: 'Cancel' }).click()

      const sections = await openTab(page, 'English Sections')
      const faqs = rowList(sections, 'FAQs')
      await addRow(page, faqs, 'Add FAQ', { Question: 'When is delivery?', Answer: 'In 2029.' })
      await addRow(page, faqs, 'Add FAQ', { Question: 'Is there a club?' })
      const highlights = rowList(sections, 'Location highlights')
      await addRow(page, highlights, 'Add highlight', {
        Icon: option('Airport'),
        Label: 'Cairo Airport',
        Value: '30 min',
      })
      await page.getByRole('button', { name: 'Create Project' }).click()
      await expect(page.getByText('Write the answer, or remove this FAQ').last()).toBeVisible()
      await faqs.evaluate((el) => el.scrollIntoView())
      await check('row editors with a row error')
      await shoot(page, 'row-editor', viewport.width)

      // A gap between the languages on a published project: the question before saving.
      await faqs.getByRole('button', { name: 'Remove FAQ 2' }).click()
      await page.getByRole('button', { name: 'Create Project' }).click()
      const ask = page.getByRole('alertdialog', { name: 'Publish with missing translations?' })
      await expect(ask).toBeVisible()
      await check('publish confirmation')
      await shoot(page, 'publish-confirmation', viewport.width)
      await ask.getByRole('button', { name: 'Cancel' }).click()

      // The question before leaving unsaved changes.
      await page.getByRole('link', { name: 'Back to the list' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible()
      await check('leave without saving')
      expect(found).toEqual([])
    })

    test('the developer form with its History, and the unit form with prices and errors, have no serious or critical axe violations', async ({
      page,
    }) => {
      const found: string[] = []
      const check = async (label: string) =>
        found.push(...(await seriousViolations(page, `${label} (${viewport.width} px)`)))
      await page.goto('/admin/developers')
      await searchList(page, 'Search developers', 'nile-crest', 1)
      await page.getByRole('row').filter({ hasText: 'nile-crest' }).getByText('nile-crest').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Developer' })).toBeVisible()
      await openTab(page, 'English Content')
      await check('developer form, English Content')
      await openTab(page, 'History')
      await check('developer form, History')

      await openForm(page, '/admin/units/new', 'New Unit')
      await fillTab(page, 'Basic Info', { 'Price (EGP)': '9.8M', 'Down payment (EGP)': 'lots' })
      await page.getByRole('button', { name: 'Create Unit' }).click()
      await expect(page.getByText('Shown on the site as EGP 9.8M · 9.8 مليون جنيه')).toBeVisible()
      await check('unit form with prices and errors')
      expect(found).toEqual([])
    })
  })
}
