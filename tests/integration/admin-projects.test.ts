import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { softDelete } from '@/lib/admin/soft-delete'
import { readProjectForm } from '@/lib/admin/projects/read-project-form'
import {
  listDeveloperOptions,
  listProjectOptions,
  listProjects,
  type ProjectRow,
} from '@/lib/admin/projects/list-projects'
import { deleteProject, submitProject } from '@/lib/admin/projects/project-actions'
import { projectFormValues } from '@/lib/admin/projects/project-form-values'
import { projectSchema, type ProjectInput } from '@/lib/admin/projects/project-schema'
import { saveProject } from '@/lib/admin/projects/save-project'
import { projects, projectSections, projectTranslations } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { CONTACT_NUMBER_MESSAGE } from '@/lib/validation/admin-fields'
import { insertDeveloper, insertMedia, insertProject, migratedDb, uniqueSlug } from '../support/db'
import { testViewer } from '../support/viewer'
import { recordFormData } from '@/lib/validation/record-submission'
import { formDataOf } from '@/components/forms/form-data-of'
import { english } from '../support/english'

let database: Db
/** The reads are handed the viewer of the page that shows them. */
const admin = testViewer('admin')
let developerId: string
/** Library images the forms pick (ready, alt text in both languages). */
const photos = { logo: '', thumbnail: '', gallery: '' }

beforeAll(async () => {
  database = await migratedDb()
  developerId = (await insertDeveloper()).id
  for (const key of Object.keys(photos) as (keyof typeof photos)[])
    photos[key] = (await insertMedia()).id
})

// The admin form sends its values as an object (react-hook-form), rows as lists.
type FormValues = { [field: string]: unknown }

/** The sections of a new project's form: every field empty. */
const emptySections = (): FormValues => projectFormValues().en.sections

function validForm(slug = uniqueSlug('proj')): FormValues {
  return {
    slug,
    developerId,
    status: 'published',
    isActive: true,
    isPopular: false,
    showCalculator: true,
    showExitIntent: false,
    sortOrder: '7',
    // The picker holds the chosen item; only its id counts.
    logoMediaId: { id: photos.logo, name: 'logo.webp', kind: 'image' },
    thumbnailMediaId: photos.thumbnail,
    heroMediaId: null,
    logoLargeMediaId: photos.logo,
    masterplanMediaId: '',
    gallery: [{ media: { id: photos.gallery }, captionEn: 'The park', captionAr: 'الحديقة' }],
    basePath: `/${slug}`,
    whatsappNumber: '0100 123 4567',
    contactPhone: '',
    contactEmail: 'sales@example.com',
    mapLatitude: '30.0444',
    mapLongitude: '',
    en: {
      title: 'Palm Hills',
      description: 'Calm homes.',
      keyInfo: 'Villas',
      whatsappMessage: 'Hello',
      sections: {
        ...emptySections(),
        heroHeadline: 'Live calmly',
        heroCtaLabel: 'Book Now',
        locationParagraphs: [
          { text: 'First paragraph.' },
          { text: '  Second paragraph.  ' },
          { text: '' },
        ],
        locationHighlights: [
          { icon: 'plane', label: 'Cairo Airport', value: '30 min' },
          { icon: 'map-pin', label: '', value: '' },
          { icon: 'shopping-bag', label: 'Point 90 Mall', value: '5 min' },
        ],
        faqs: [
          { question: 'When is delivery?', answer: 'In 2028.' },
          { question: '', answer: '' },
          { question: 'Finishing?', answer: 'Fully finished,\nwith kitchens.' },
        ],
        crossSellEnabled: true,
      },
    },
    ar: {
      title: 'بالم هيلز',
      description: 'بيوت هادئة.',
      keyInfo: 'فيلات',
      whatsappMessage: '',
      sections: {
        ...emptySections(),
        faqHeading: 'الأسئلة الشائعة',
        faqs: [{ question: 'متى التسليم؟', answer: 'في 2028.' }],
      },
    },
  }
}

const parse = (values: FormValues) => projectSchema.safeParse(values)

function parsed(values: FormValues): ProjectInput {
  const result = parse(values)
  if (!result.success) throw new Error(JSON.stringify(result.error.issues))
  return result.data
}

/** Sets a dotted field ("en.sections.faqs.0.answer") of a fresh valid form. */
function withField(path: string, value: unknown): FormValues {
  const form = validForm()
  const keys = path.split('.')
  let node = form
  for (const key of keys.slice(0, -1)) node = node[key] as FormValues
  node[keys.at(-1)!] = value
  return form
}

function messagesOf(values: FormValues): Record<string, string[]> {
  const result = parse(values)
  const messages: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? [])
    (messages[issue.path.join('.')] ??= []).push(issue.message)
  return messages
}

/** Row counts of the three tables a save writes (test files run one at a time). */
async function rowCounts() {
  const counts = await Promise.all(
    [projects, projectTranslations, projectSections].map((table) => database.$count(table)),
  )
  return counts
}

async function rowsOf(projectId: string) {
  const [translations, sections] = await Promise.all([
    database.select().from(projectTranslations).where(eq(projectTranslations.projectId, projectId)),
    database.select().from(projectSections).where(eq(projectSections.projectId, projectId)),
  ])
  return { translations, sections }
}

describe('project form schema', () => {
  it('accepts a full valid form, storing empty optional values as null', () => {
    const input = parsed(validForm('palm-hills-x'))
    expect(input).toMatchObject({
      logoMediaId: photos.logo,
      heroMediaId: null,
      masterplanMediaId: null,
      gallery: [{ mediaId: photos.gallery, captionEn: 'The park', captionAr: 'الحديقة' }],
      slug: 'palm-hills-x',
      status: 'published',
      isActive: true,
      isPopular: false,
      showExitIntent: false,
      sortOrder: 7,
      // Stored in E.164 whatever form staff typed.
      whatsappNumber: '+201001234567',
      contactPhone: null,
      mapLatitude: 30.0444,
      mapLongitude: null,
    })
    expect(input.en.sections).toMatchObject({
      heroHeadline: 'Live calmly',
      heroSubheadline: null,
      crossSellEnabled: true,
      crossSellProjectId: null,
      locationParagraphs: ['First paragraph.', 'Second paragraph.'],
      locationHighlights: [
        { icon: 'plane', label: 'Cairo Airport', value: '30 min' },
        { icon: 'shopping-bag', label: 'Point 90 Mall', value: '5 min' },
      ],
      faqs: [
        { question: 'When is delivery?', answer: 'In 2028.' },
        { question: 'Finishing?', answer: 'Fully finished,\nwith kitchens.' },
      ],
    })
    expect(input.ar.sections.faqs).toEqual([{ question: 'متى التسليم؟', answer: 'في 2028.' }])
    expect(input.ar.sections.crossSellEnabled).toBe(false)
  })

  it.each([
    ['slug', '', 'Slug is required'],
    ['slug', 'Palm Hills', 'Slug must be lowercase letters, numbers, and hyphens only'],
    ['slug', 'a'.repeat(101), 'Slug must be less than 100 characters'],
    ['developerId', '', 'Developer is required'],
    ['developerId', 'not-an-id', 'Developer is required'],
    ['status', 'archived', 'Choose a status'],
    ['sortOrder', '-1', 'Sort order must be 0 or greater'],
    ['sortOrder', '1.5', 'Sort order must be a whole number'],
    ['sortOrder', '2147483648', 'Sort order must be 2147483647 or less'],
    ['logoMediaId', '', 'This field is required'],
    ['logoMediaId', 'logo.webp', 'Choose an item from the media library'],
    ['thumbnailMediaId', '', 'This field is required'],
    ['heroMediaId', 'javascript:alert(1)', 'Choose an item from the media library'],
    ['masterplanMediaId', '../plan.webp', 'Choose an item from the media library'],
    ['gallery.0.media', '', 'This field is required'],
    ['gallery.0.captionAr', 'x'.repeat(201), 'The caption must be less than 200 characters'],
    ['gallery', 'photo.jpg', 'The gallery must be a list'],
    ['basePath', ' ', 'Base path is required'],
    ['basePath', `/${'a'.repeat(100)}`, 'Base path must be less than 100 characters'],
    ['whatsappNumber', '1'.repeat(41), english(CONTACT_NUMBER_MESSAGE)],
    ['whatsappNumber', '0100 123', english(CONTACT_NUMBER_MESSAGE)],
    ['contactPhone', '02 2617 4400', english(CONTACT_NUMBER_MESSAGE)],
    ['contactPhone', 'call us', english(CONTACT_NUMBER_MESSAGE)],
    ['contactEmail', 'sales-at-example.com', 'Invalid email'],
    ['mapLatitude', '91', 'Latitude must be between -90 and 90'],
    ['mapLongitude', '-180.5', 'Longitude must be between -180 and 180'],
    ['mapLongitude', 'east', 'Longitude must be a number'],
    ['en.title', '', 'English title is required'],
    ['ar.title', '   ', 'Arabic title is required'],
    ['en.description', '', 'English description is required'],
    ['ar.description', '', 'Arabic description is required'],
    ['en.keyInfo', '', 'English key info is required'],
    ['ar.keyInfo', '', 'Arabic key info is required'],
    ['en.title', 'x'.repeat(201), 'English title must be less than 200 characters'],
    ['ar.sections.heroCtaLabel', 'x'.repeat(51), 'Hero CTA label must be less than 50 characters'],
    ['en.sections.unitsHeading', 'x'.repeat(101), 'Units heading must be less than 100 characters'],
    ['en.sections.seoTitle', 'x'.repeat(61), 'SEO title must be less than 60 characters'],
    ['ar.sections.crossSellProjectId', 'other', 'Choose a project from the list'],
    ['en.sections.locationHighlights.0.icon', 'rocket', 'Choose an icon from the list'],
    ['en.sections.locationHighlights.0.label', '', 'Write the label, or remove this highlight'],
    [
      'en.sections.locationHighlights.0.value',
      'x'.repeat(101),
      'The value must be less than 100 characters',
    ],
    ['en.sections.faqs.0.answer', '', 'Write the answer, or remove this FAQ'],
    ['en.sections.faqs.0.question', '', 'Write the question, or remove this FAQ'],
    ['ar.sections.faqs.0.answer', 'x'.repeat(2001), 'The answer must be less than 2000 characters'],
    [
      'en.sections.locationParagraphs.0.text',
      'x'.repeat(2001),
      'Location paragraphs: a paragraph must be less than 2000 characters',
    ],
    ['en.sections.faqs', 'Q: a\nA: b', 'FAQs must be a list'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    const messages = messagesOf(withField(field, value))
    // The form shows each field's first message, in the staff member's language.
    expect(english(messages[field]?.[0])).toBe(message)
    expect(Object.keys(messages)).toEqual([field])
  })

  it('answers "Developer is required" when no developer is posted', () => {
    const form = validForm()
    delete form.developerId
    expect(messagesOf(form).developerId).toEqual(['content.projects.fieldErrors.developerRequired'])
  })
})

describe('saveProject', () => {
  it('creates a project with both translations and sections, and reads it back as the form', async () => {
    const form = validForm()
    const id = await saveProject(parsed(form))

    const [project] = await database.select().from(projects).where(eq(projects.id, id))
    expect(project).toMatchObject({ slug: form.slug, heroMediaId: null, mapLongitude: null })
    const { translations, sections } = await rowsOf(id)
    expect(translations.map((t) => [t.locale, t.title]).sort()).toEqual([
      ['ar', 'بالم هيلز'],
      ['en', 'Palm Hills'],
    ])
    expect(sections).toHaveLength(2)
    const en = sections.find((s) => s.locale === 'en')
    expect(en).toMatchObject({ heroHeadline: 'Live calmly', unitsHeading: null })
    expect(en?.locationHighlights).toHaveLength(2)

    // The form values re-post to the same input: staff can save an untouched form.
    const values = await readProjectForm({ viewer: admin, id })
    expect(values).toMatchObject({ slug: form.slug, sortOrder: '7', mapLongitude: '' })
    expect(parsed(values as FormValues)).toEqual(parsed(form))
  })

  it('updates the project and upserts translations and sections', async () => {
    const created = await insertProject(developerId) // translations only, no sections rows yet
    const form = validForm(created.slug)
    const en = form.en as FormValues
    en.title = 'Renamed'
    await saveProject(parsed(form), created.id)
    expect((await rowsOf(created.id)).sections).toHaveLength(2)

    en.title = 'Renamed again'
    ;(en.sections as FormValues).heroHeadline = ''
    form.sortOrder = '3'
    await saveProject(parsed(form), created.id)
    const { translations, sections } = await rowsOf(created.id)
    expect(translations).toHaveLength(2)
    expect(translations.find((t) => t.locale === 'en')?.title).toBe('Renamed again')
    expect(sections).toHaveLength(2)
    expect(sections.find((s) => s.locale === 'en')?.heroHeadline).toBeNull()
    const [project] = await database.select().from(projects).where(eq(projects.id, created.id))
    expect(project?.sortOrder).toBe(3)
  })

  it('leaves no project and no translations when a translation or section write fails', async () => {
    const before = await rowCounts()
    for (const broken of [
      (input: ProjectInput) => (input.ar.title = '  '), // project_translations title CHECK
      (input: ProjectInput) => (input.ar.sections.heroCtaLabel = 'x'.repeat(51)), // varchar(50)
    ]) {
      const input = parsed(validForm())
      broken(input)
      await expect(saveProject(input)).rejects.toThrow()
      const left = await database.select().from(projects).where(eq(projects.slug, input.slug))
      expect(left).toEqual([])
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('keeps the old values when an update fails part-way', async () => {
    const form = validForm()
    const id = await saveProject(parsed(form))
    const before = { values: await readProjectForm({ viewer: admin, id }), rows: await rowsOf(id) }
    for (const broken of [
      (input: ProjectInput) => (input.ar.title = ''),
      (input: ProjectInput) => (input.en.sections.formSubmitLabel = 'x'.repeat(51)),
    ]) {
      const input = parsed(validForm(form.slug as string))
      input.sortOrder = 99
      input.en.title = 'Half saved'
      input.en.sections.heroHeadline = 'Half saved'
      broken(input)
      await expect(saveProject(input, id)).rejects.toThrow()
      expect(await readProjectForm({ viewer: admin, id })).toEqual(before.values)
      expect((await rowsOf(id)).translations).toHaveLength(2)
    }
  })

  it('refuses a cross-sell of the project itself or of a deleted project, under the field', async () => {
    const form = validForm()
    const id = await saveProject(parsed(form))
    const target = await insertProject(developerId)
    const withCrossSell = (locale: 'en' | 'ar', projectId: string) => {
      const input = parsed(form)
      input[locale].sections.crossSellProjectId = projectId
      return input
    }
    await expect(saveProject(withCrossSell('ar', id), id)).rejects.toMatchObject({
      code: 'field',
      field: 'ar.sections.crossSellProjectId',
      key: 'content.projects.fieldErrors.crossSellSelf',
    })
    await softDelete('project', target.id)
    await expect(saveProject(withCrossSell('en', target.id), id)).rejects.toMatchObject({
      code: 'field',
      field: 'en.sections.crossSellProjectId',
      key: 'content.projects.fieldErrors.chooseProject',
    })
    const { sections } = await rowsOf(id)
    expect(sections.map((s) => s.crossSellProjectId)).toEqual([null, null])
  })

  it('refuses a picture without Arabic alt text, a PDF as the hero, or a deleted item', async () => {
    const noArabic = await insertMedia({ altAr: null })
    const pdf = await insertMedia({ kind: 'pdf', width: null, height: null })
    const gone = await insertMedia({ deletedAt: new Date() })
    const before = await rowCounts()
    for (const [field, id, key] of [
      ['heroMediaId', noArabic.id, 'media.refusals.altMissingArabic'],
      ['heroMediaId', pdf.id, 'media.refusals.pdfNotImage'],
      ['gallery.0.media', gone.id, 'media.refusals.goneChooseAnother'],
    ] as const) {
      const input = parsed(validForm())
      if (field === 'heroMediaId') input.heroMediaId = id
      else input.gallery[0]!.mediaId = id
      await expect(saveProject(input)).rejects.toMatchObject({
        code: 'field',
        field,
        key,
      })
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('keeps the gallery in the form’s order and replaces it on each save', async () => {
    const [a, b] = [await insertMedia(), await insertMedia()]
    const form = validForm()
    form.gallery = [
      { media: { id: a.id }, captionEn: 'A', captionAr: 'أ' },
      { media: { id: b.id }, captionEn: '', captionAr: '' },
    ]
    const id = await saveProject(parsed(form))
    expect(
      (await readProjectForm({ viewer: admin, id }))?.gallery.map((row) => [
        row.media?.id,
        row.captionEn,
      ]),
    ).toEqual([
      [a.id, 'A'],
      [b.id, ''],
    ])
    form.gallery = [{ media: { id: b.id }, captionEn: 'B first', captionAr: '' }]
    await saveProject(parsed(form), id)
    expect(
      (await readProjectForm({ viewer: admin, id }))?.gallery.map((row) => [
        row.media?.id,
        row.captionEn,
      ]),
    ).toEqual([[b.id, 'B first']])
  })

  it('refuses a made-up or deleted developer under the field, and saves nothing', async () => {
    const gone = await insertDeveloper()
    await softDelete('developer', gone.id)
    const before = await rowCounts()
    for (const developer of [crypto.randomUUID(), gone.id]) {
      const input = parsed(validForm())
      input.developerId = developer
      await expect(saveProject(input)).rejects.toMatchObject({
        code: 'field',
        field: 'developerId',
        key: 'content.projects.fieldErrors.chooseDeveloper',
      })
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses to update an unknown, malformed or deleted project', async () => {
    const input = parsed(validForm())
    await expect(saveProject(input, crypto.randomUUID())).rejects.toMatchObject({
      code: 'not-found',
    })
    await expect(saveProject(input, 'nope')).rejects.toMatchObject({ code: 'not-found' })
    const id = await saveProject(input)
    await softDelete('project', id)
    await expect(saveProject(input, id)).rejects.toMatchObject({ code: 'not-found' })
    expect(await readProjectForm({ viewer: admin, id })).toBeNull()
    expect(await readProjectForm({ viewer: admin, id: 'nope' })).toBeNull()
    expect(await readProjectForm({ viewer: admin, id: crypto.randomUUID() })).toBeNull()
  })
})

/** Every row the search finds, over all pages. */
async function allRows(search: string): Promise<ProjectRow[]> {
  const rows: ProjectRow[] = []
  for (let page = 1; ; page++) {
    const result = await listProjects({ viewer: admin, search, page })
    rows.push(...result.rows)
    if (page >= result.pageCount) return rows
  }
}

describe('project list', () => {
  it('pages 20 rows at a time and searches case-insensitively, in sort order', async () => {
    const prefix = uniqueSlug('paged')
    const created = []
    for (let i = 0; i < 23; i++)
      created.push(await insertProject(developerId, { slug: `${prefix}-${i}`, sortOrder: 50 - i }))

    const first = await listProjects({ viewer: admin, search: prefix.toUpperCase(), page: 1 })
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 })
    expect(first.rows).toHaveLength(20)
    const second = await listProjects({ viewer: admin, search: prefix, page: 2 })
    expect(second.rows).toHaveLength(3)
    const orders = [...first.rows, ...second.rows].map((row) => row.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    // A page past the end shows the last one; % and _ are taken literally.
    expect((await listProjects({ viewer: admin, search: prefix, page: 9 })).page).toBe(2)
    expect((await listProjects({ viewer: admin, search: `${prefix}%`, page: 1 })).total).toBe(0)

    const row = second.rows.find((r) => r.slug === `${prefix}-0`)
    expect(row).toEqual({
      id: created[0]!.id,
      logoUrl: `/media/${created[0]!.logoMediaId}/384.webp`,
      title: `Project ${prefix}-0`,
      developerName: expect.stringMatching(/^Developer /),
      slug: `${prefix}-0`,
      status: 'published',
      isActive: true,
      sortOrder: 50,
      developerHides: null,
    })
  })

  it('says when a published project is hidden by its developer, and why', async () => {
    const cases = [
      [{ status: 'draft' as const }, 'draft'],
      [{ status: 'archived' as const }, 'archived'],
      [{ isActive: false }, 'inactive'],
      [{ deletedAt: new Date() }, 'deleted'],
    ] as const
    for (const [developer, why] of cases) {
      const owner = await insertDeveloper(developer)
      const slug = uniqueSlug('hidden')
      await insertProject(owner.id, { slug })
      const [row] = (await listProjects({ viewer: admin, search: slug, page: 1 })).rows
      expect(row, why).toMatchObject({ slug, status: 'published', developerHides: why })
    }
  })

  it('searches title, developer name, status, active and sort order', async () => {
    const developer = await insertDeveloper()
    const slug = uniqueSlug('listed')
    const project = await insertProject(developer.id, {
      slug,
      status: 'draft',
      isActive: false,
      sortOrder: 86_421,
    })
    await database
      .update(projectTranslations)
      .set({ title: `Zephyr ${slug} Gardens` })
      .where(eq(projectTranslations.projectId, project.id))
    const found = async (search: string) =>
      (await allRows(search)).some((row) => row.id === project.id)

    expect(await found(`zephyr ${slug} gard`)).toBe(true)
    expect(await found(`developer ${developer.slug}`)).toBe(true)
    expect(await found('86421')).toBe(true)
    expect(await found('DRAFT')).toBe(true)
    expect(await found('no')).toBe(true)
    expect(await found('published')).toBe(false)
    expect(await found('yes')).toBe(false)
    const [row] = (await listProjects({ viewer: admin, search: slug, page: 1 })).rows
    expect(row).toMatchObject({
      logoUrl: `/media/${project.logoMediaId}/384.webp`,
      isActive: false,
      status: 'draft',
    })
  })

  it('shows a project without an English translation with a null title', async () => {
    const slug = uniqueSlug('untitled')
    const [project] = await database
      .insert(projects)
      .values({
        slug,
        developerId,
        logoMediaId: (await insertMedia()).id,
        thumbnailMediaId: (await insertMedia()).id,
        basePath: '/x',
      })
      .returning()
    const [row] = (await listProjects({ viewer: admin, search: slug, page: 1 })).rows
    expect(row).toMatchObject({ id: project!.id, title: null })
  })

  it('hides soft-deleted projects from the list and the options', async () => {
    const project = await insertProject(developerId)
    expect((await listProjects({ viewer: admin, search: project.slug, page: 1 })).total).toBe(1)
    expect((await listProjectOptions({ viewer: admin })).map((o) => o.id)).toContain(project.id)
    await softDelete('project', project.id)
    expect((await listProjects({ viewer: admin, search: project.slug, page: 1 })).total).toBe(0)
    expect((await listProjectOptions({ viewer: admin })).map((o) => o.id)).not.toContain(project.id)
  })

  it('offers live projects and developers with their English names', async () => {
    const project = await insertProject(developerId)
    expect(await listProjectOptions({ viewer: admin })).toContainEqual({
      id: project.id,
      title: `Project ${project.slug}`,
    })
    const developer = await insertDeveloper()
    const draft = await insertDeveloper({ status: 'draft' })
    const gone = await insertDeveloper({ deletedAt: new Date() })
    const options = await listDeveloperOptions({ viewer: admin })
    expect(options).toContainEqual({
      id: developer.id,
      name: `Developer ${developer.slug}`,
      hides: null,
    })
    // A draft developer is offered too, saying it would hide a published project.
    expect(options).toContainEqual({
      id: draft.id,
      name: `Developer ${draft.slug}`,
      hides: 'draft',
    })
    expect(options.map((o) => o.id)).not.toContain(gone.id)
  })
})

describe('permission checks', () => {
  // Every admin read refuses a viewer without the permission, and every action refuses outside
  // a request (nobody is signed in: next/headers throws, which is a refusal too), before
  // touching a row.
  it('run before any read or write', async () => {
    const project = await insertProject(developerId)
    const user = testViewer('user')
    const refused = { denial: 'forbidden' }
    await expect(listProjects({ viewer: user, search: '', page: 1 })).rejects.toMatchObject(refused)
    await expect(listProjectOptions({ viewer: user })).rejects.toMatchObject(refused)
    await expect(listDeveloperOptions({ viewer: user })).rejects.toMatchObject(refused)
    await expect(readProjectForm({ viewer: user, id: project.id })).rejects.toMatchObject(refused)
    await expect(deleteProject(null, formDataOf({ id: project.id }))).rejects.toThrow()
    await expect(submitProject(null, recordFormData(project.id, validForm()))).rejects.toThrow()
    const [row] = await database
      .select({ deletedAt: projects.deletedAt, slug: projects.slug })
      .from(projects)
      .where(inArray(projects.id, [project.id]))
    expect(row).toEqual({ deletedAt: null, slug: project.slug })
  })
})
