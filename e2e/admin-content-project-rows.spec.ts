import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  addRow,
  expectToast,
  field,
  fillTab,
  libraryItem,
  mediaField,
  openTab,
  option,
  pickMedia,
  pickerDialog,
  row,
  rowList,
  runSuffix,
  signedInAs,
  visit,
} from './admin-content-support'
import {
  copyProject,
  createProject,
  openProject,
  projectNames,
  saveProject,
} from './admin-project-support'

signedInAs('moderator')

type Rows = Record<string, string | ReturnType<typeof option>>[]

async function addRows(page: Page, list: Locator, addLabel: string, rows: Rows) {
  for (const values of rows) await addRow(page, list, addLabel, values)
}

const EN = {
  paragraphs: ['First, the park.', 'Then, the river.'],
  highlights: [
    { Icon: option('Airport'), Label: 'Cairo Airport', Value: '30 min' },
    { Icon: option('School'), Label: 'AUC New Cairo', Value: '7 min' },
    { Icon: option('Park'), Label: 'Central Park', Value: '2 min' },
  ],
  faqs: ['When is delivery?', 'What is the down payment?', 'Are units finished?'],
}
const AR = {
  paragraphs: ['أولًا الحديقة.', 'ثم النهر.'],
  highlights: [
    { Icon: option('Airport'), Label: 'مطار القاهرة', Value: '30 دقيقة' },
    { Icon: option('School'), Label: 'الجامعة الأمريكية', Value: '7 دقائق' },
    { Icon: option('Park'), Label: 'الحديقة المركزية', Value: 'دقيقتان' },
  ],
  faqs: ['متى التسليم؟', 'كم المقدم؟', 'هل الوحدات مشطبة؟'],
}

/** Location and FAQ rows of one language, in its Sections tab. */
async function fillLanguageRows(page: Page, tab: string, texts: typeof EN, headings: string[]) {
  const panel = await fillTab(page, tab, {
    'Location heading': headings[0]!,
    'FAQ heading': headings[1]!,
  })
  await addRows(
    page,
    rowList(panel, 'Location paragraphs'),
    'Add paragraph',
    texts.paragraphs.map((text, index) => ({ [`Paragraph ${index + 1}`]: text })),
  )
  await addRows(page, rowList(panel, 'Location highlights'), 'Add highlight', texts.highlights)
  await addRows(
    page,
    rowList(panel, 'FAQs'),
    'Add FAQ',
    texts.faqs.map((question) => ({ Question: question, Answer: `${question} …` })),
  )
}

/** The public page's location highlights (label and icon) and FAQ questions, in page order. */
async function publicRows(page: Page, path: string, highlightsLabel: string, faqHeading: string) {
  expect(await visit(page, path)).toBe(200)
  const highlights = page.getByRole('list', { name: highlightsLabel }).getByRole('listitem')
  return {
    paragraphs: await page.locator('#location p').allTextContents(),
    highlights: await highlights.evaluateAll((items) =>
      items.map((item) => {
        // lucide names some icons twice ("lucide-waves-horizontal lucide-waves"): the set's name.
        const svg = item.querySelector('svg')!
        const icon = ['plane', 'school', 'trees', 'waves'].find((name) =>
          svg.classList.contains(`lucide-${name}`),
        )
        return `lucide-${icon} ${item.querySelector('.font-semibold')?.textContent}`
      }),
    ),
    faqs: await page.getByRole('region', { name: faqHeading }).locator('summary').allTextContents(),
  }
}

test('row editors: rows are added, removed and reordered with the keyboard (focus follows the row); the project page shows the new order in both languages', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const project = { ...projectNames(runSuffix(), 'rows'), status: 'Published' as const }
  await createProject(page, project, async () => {
    await fillTab(page, 'Basic Info', { 'Map latitude': '30.02', 'Map longitude': '31.49' })
    await fillLanguageRows(page, 'English Sections', EN, ['Around the park', 'Questions'])
    await fillLanguageRows(page, 'Arabic Sections', AR, ['حول الحديقة', 'أسئلة'])
  })

  const english = () => publicRows(page, `/${project.slug}`, 'Nearby', 'Questions')
  const arabic = () => publicRows(page, `/${project.slug}/ar`, 'بالقرب من المشروع', 'أسئلة')
  expect(await english()).toEqual({
    paragraphs: EN.paragraphs,
    highlights: [
      'lucide-plane Cairo Airport',
      'lucide-school AUC New Cairo',
      'lucide-trees Central Park',
    ],
    faqs: EN.faqs,
  })

  await openProject(page, project.slug)
  const panel = await openTab(page, 'English Sections')
  const faqs = rowList(panel, 'FAQs')
  // FAQ 3 moves up twice with the keyboard; the focus stays on the moved row.
  await faqs.getByRole('button', { name: 'Move FAQ 3 up' }).focus()
  await page.keyboard.press('Enter')
  await expect(faqs.getByRole('button', { name: 'Move FAQ 2 up' })).toBeFocused()
  await expect(row(faqs, 'FAQ 2').getByLabel('Question')).toHaveValue(EN.faqs[2]!)
  await page.keyboard.press('Enter')
  // At the top the row cannot move up: the focus is on its next control, still in the row.
  await expect(row(faqs, 'FAQ 1').getByRole('button', { name: 'Move FAQ 1 up' })).toBeDisabled()
  await expect(row(faqs, 'FAQ 1').getByRole('button', { name: 'Remove FAQ 1' })).toBeFocused()
  await expect(row(faqs, 'FAQ 1').getByLabel('Question')).toHaveValue(EN.faqs[2]!)
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible()

  // The airport goes below the school: Space on "Move Highlight 1 down".
  const highlights = rowList(panel, 'Location highlights')
  await highlights.getByRole('button', { name: 'Move Highlight 1 down' }).focus()
  await page.keyboard.press('Space')
  await expect(highlights.getByRole('button', { name: 'Move Highlight 2 down' })).toBeFocused()
  await expect(row(highlights, 'Highlight 2').getByLabel('Icon')).toHaveValue('plane')
  // The preview beside the select shows the chosen icon.
  await row(highlights, 'Highlight 3').getByLabel('Icon').selectOption({ label: 'Sea / beach' })
  await expect(row(highlights, 'Highlight 3').locator('svg.lucide-waves')).toBeVisible()

  // The first paragraph goes; the focus moves to the row that takes its place.
  const paragraphs = rowList(panel, 'Location paragraphs')
  await paragraphs.getByRole('button', { name: 'Remove Paragraph 1' }).click()
  await expect(paragraphs.getByRole('listitem')).toHaveCount(1)
  await expect(paragraphs.getByRole('button', { name: 'Remove Paragraph 1' })).toBeFocused()
  await expect(paragraphs.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue(
    EN.paragraphs[1]!,
  )

  // Arabic: the same paragraph goes, the first FAQ moves down.
  const arabicPanel = await openTab(page, 'Arabic Sections')
  await rowList(arabicPanel, 'Location paragraphs')
    .getByRole('button', { name: 'Remove Paragraph 1' })
    .click()
  const arabicFaqs = rowList(arabicPanel, 'FAQs')
  await arabicFaqs.getByRole('button', { name: 'Move FAQ 1 down' }).focus()
  await page.keyboard.press('Enter')
  await expect(arabicFaqs.getByRole('button', { name: 'Move FAQ 2 down' })).toBeFocused()
  await saveProject(page, 'Update')

  expect(await english()).toEqual({
    paragraphs: [EN.paragraphs[1]],
    highlights: [
      'lucide-school AUC New Cairo',
      'lucide-plane Cairo Airport',
      'lucide-waves Central Park',
    ],
    faqs: [EN.faqs[2], EN.faqs[0], EN.faqs[1]],
  })
  expect(await arabic()).toEqual({
    paragraphs: [AR.paragraphs[1]],
    highlights: [
      'lucide-plane مطار القاهرة',
      'lucide-school الجامعة الأمريكية',
      'lucide-trees الحديقة المركزية',
    ],
    faqs: [AR.faqs[1], AR.faqs[0], AR.faqs[2]],
  })
})

test('"Add images" adds several library pictures to the gallery in one visit to the picker', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = projectNames(runSuffix(), 'gallery-many')
  await copyProject(page, project)
  await openProject(page, project.slug)
  const gallery = rowList(await openTab(page, 'Basic Info'), 'Gallery')
  const before = await gallery.getByRole('listitem').count()
  await gallery.getByRole('button', { name: 'Add images' }).click()
  const dialog = pickerDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Choose images' })).toBeVisible()
  const files = ['october-hills-hero.webp', 'october-hills-masterplan.webp']
  const search = dialog.getByRole('searchbox', { name: 'Search the library' })
  // Picked one search at a time: the selection stays while the results change.
  for (const file of files) {
    await search.fill(file)
    await libraryItem(dialog, file).click()
    await expect(libraryItem(dialog, file)).toHaveAttribute('aria-selected', 'true')
  }
  await dialog.getByRole('button', { name: 'Add 2 images' }).click()
  await expect(dialog).toBeHidden()
  for (const [index, file] of files.entries()) {
    const label = `Gallery image ${before + index + 1}`
    await expect(mediaField(row(gallery, `Image ${before + index + 1}`), label)).toContainText(file)
  }
  await saveProject(page, 'Update')
  await openProject(page, project.slug)
  const saved = rowList(await openTab(page, 'Basic Info'), 'Gallery')
  await expect(saved.getByRole('listitem')).toHaveCount(before + 2)
})

test('gallery rows: pictures from the library with captions, reordered by dragging the handle; the gallery follows in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = { ...projectNames(runSuffix(), 'gallery'), status: 'Published' as const }
  const photos = [
    { file: 'october-hills-hero.webp', en: 'The hills at dusk', ar: 'التلال عند الغروب' },
    { file: 'october-hills-masterplan.webp', en: 'The master plan', ar: 'المخطط العام' },
  ]
  await createProject(page, project, async () => {
    const basic = await openTab(page, 'Basic Info')
    const gallery = rowList(basic, 'Gallery')
    for (const [index, photo] of photos.entries()) {
      await gallery.getByRole('button', { name: 'Add image', exact: true }).click()
      const added = row(gallery, `Image ${index + 1}`)
      await expect(
        added.getByRole('button', { name: `Choose Gallery image ${index + 1}` }),
      ).toBeFocused()
      await pickMedia(added, page, `Gallery image ${index + 1}`, photo.file)
      await added.getByLabel('English caption').fill(photo.en)
      await added.getByLabel('Arabic caption').fill(photo.ar)
    }
  })
  const captions = async (path: string, heading: string) => {
    expect(await visit(page, path)).toBe(200)
    const gallery = page.getByRole('region', { name: heading })
    await expect(gallery.locator('img').first()).toHaveAttribute('src', /^\/media\//)
    return gallery
      .locator('figure')
      .evaluateAll((figures) =>
        figures.map(
          (f) => `${f.querySelector('img')?.alt} | ${f.querySelector('figcaption')?.textContent}`,
        ),
      )
  }
  const altOf = async (file: string) => {
    await page.goto(`/admin/media?q=${file}`)
    await page.getByRole('link', { name: file }).click()
    return {
      en: await page.getByLabel('Alt text (English)').inputValue(),
      ar: await page.getByLabel('Alt text (Arabic)').inputValue(),
    }
  }
  const alts = [await altOf(photos[0]!.file), await altOf(photos[1]!.file)]
  expect(await captions(`/${project.slug}`, 'Gallery')).toEqual([
    `${alts[0]!.en} | ${photos[0]!.en}`,
    `${alts[1]!.en} | ${photos[1]!.en}`,
  ])

  // Drag Image 2 by its handle above Image 1.
  await openProject(page, project.slug)
  const gallery = rowList(await openTab(page, 'Basic Info'), 'Gallery')
  await row(gallery, 'Image 2').locator('[title="Drag to reorder"]').dragTo(row(gallery, 'Image 1'))
  await expect(mediaField(row(gallery, 'Image 1'), 'Gallery image 1')).toContainText(
    photos[1]!.file,
  )
  await expect(row(gallery, 'Image 1').getByLabel('English caption')).toHaveValue(photos[1]!.en)
  await saveProject(page, 'Update')

  expect(await captions(`/${project.slug}`, 'Gallery')).toEqual([
    `${alts[1]!.en} | ${photos[1]!.en}`,
    `${alts[0]!.en} | ${photos[0]!.en}`,
  ])
  expect(await captions(`/${project.slug}/ar`, 'معرض الصور')).toEqual([
    `${alts[1]!.ar} | ${photos[1]!.ar}`,
    `${alts[0]!.ar} | ${photos[0]!.ar}`,
  ])
})

test('sections saved without their headings still show, with each language’s default heading', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const project = { ...projectNames(runSuffix(), 'bare'), status: 'Published' as const }
  const faqs = { en: 'When is delivery?', ar: 'إمتى الاستلام؟' }
  // Units, a map and FAQs, and no section heading in either language.
  await createProject(page, project, async () => {
    await fillTab(page, 'Basic Info', { 'Map latitude': '30.02', 'Map longitude': '31.49' })
    for (const [tab, question] of [
      ['English Sections', faqs.en],
      ['Arabic Sections', faqs.ar],
    ] as const) {
      const panel = await openTab(page, tab)
      await addRow(page, rowList(panel, 'FAQs'), 'Add FAQ', { Question: question, Answer: '2029' })
    }
  })
  // The new project opened: its Units tab adds a unit with the project already chosen.
  const projectPage = page.url()
  const unitsTab = await openTab(page, 'Units')
  await expect(unitsTab).toContainText('No units yet.')
  await unitsTab.getByRole('link', { name: 'Add unit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Unit' })).toBeVisible()
  await expect(field(page, 'Project')).toHaveValue(/^[0-9a-f-]{36}$/)
  await expect(field(page, 'Project').locator('option:checked')).toHaveText(project.title)
  const unit = `bare-${runSuffix()}`
  await fillTab(page, 'Basic Info', {
    Slug: unit,
    'Unit type': 'apartment',
    Status: option('Published'),
  })
  await fillTab(page, 'English Content', { Title: `Flat ${unit}` })
  await fillTab(page, 'Arabic Content', { Title: `شقة ${unit}` })
  await page.getByRole('button', { name: 'Create Unit' }).click()
  await expectToast(page, 'Success', 'Unit created successfully')
  // Back on the project, its Units tab lists the unit.
  await page.goto(projectPage)
  const listed = await openTab(page, 'Units')
  await expect(listed.getByRole('row').filter({ hasText: `Flat ${unit}` })).toBeVisible()
  await expect(listed).toContainText('1 unit')

  for (const [path, headings, question] of [
    [
      `/${project.slug}`,
      ['Unit types and prices', 'Location', 'Frequently asked questions'],
      faqs.en,
    ],
    [`/${project.slug}/ar`, ['أنواع الوحدات والأسعار', 'الموقع', 'الأسئلة الشائعة'], faqs.ar],
  ] as const) {
    expect(await visit(page, path)).toBe(200)
    const [units, location, faq] = headings.map((name) => page.getByRole('region', { name }))
    await expect(units!.locator('[data-unit]')).toHaveCount(1)
    await expect(location!).toBeVisible()
    await expect(faq!.locator('summary')).toHaveText([question])
  }
})
