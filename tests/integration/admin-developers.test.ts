import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { developerSchema, type DeveloperInput } from '@/lib/admin/developers/developer-schema'
import { readDeveloperForm } from '@/lib/admin/developers/read-developer-form'
import { listDevelopers } from '@/lib/admin/developers/list-developers'
import { saveDeveloper } from '@/lib/admin/developers/save-developer'
import { PAGE_SIZE } from '@/lib/validation/paging'
import { softDelete } from '@/lib/admin/soft-delete'
import { activityLog, developers, developerTranslations, projects } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { fieldErrorsOf, formObject } from '@/lib/validation/form-object'
import { insertDeveloper, insertMedia, insertProject, migratedDb, uniqueSlug } from '../support/db'
import { testViewer } from '../support/viewer'
import { englishFieldErrors } from '../support/english'

let database: Db
/** The reads are handed the viewer of the page that shows them. */
const admin = testViewer('admin')
/** Library images the form picks (ready, alt text in both languages). */
const photos = { logo: '', hero: '' }

beforeAll(async () => {
  database = await migratedDb()
  photos.logo = (await insertMedia()).id
  photos.hero = (await insertMedia()).id
})

/** The admin form as the browser posts it. */
function developerForm(overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    slug: uniqueSlug('dev'),
    logoMediaId: photos.logo,
    heroMediaId: photos.hero,
    basePath: '/developers/x',
    seoCanonicalUrl: '',
    sortOrder: '5',
    status: 'published',
    isActive: 'on',
    'en.name': 'Nile Homes',
    'ar.name': 'النيل للتعمير',
    'ar.tagline': 'بيوت على النيل',
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

/** The values as the form sends them: fields as typed, about paragraphs as rows. */
const valuesOf = (form: FormData) => {
  const values = formObject(form) as { en?: Record<string, unknown> }
  values.en = {
    aboutParagraphs: [{ text: 'First paragraph.' }, { text: ' Second paragraph. ' }, { text: '' }],
    ...values.en,
  }
  return values
}
const parse = (form: FormData) => developerSchema.safeParse(valuesOf(form))
const errorsOf = (form: FormData) => {
  const parsed = parse(form)
  // What staff read: the schema's message keys in English.
  return parsed.success ? {} : englishFieldErrors(fieldErrorsOf(parsed.error.issues))!
}
const valid = (overrides: Record<string, string> = {}): DeveloperInput => {
  const parsed = parse(developerForm(overrides))
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

async function rowsOf(id: string) {
  const [developer] = await database.select().from(developers).where(eq(developers.id, id))
  const translations = await database
    .select()
    .from(developerTranslations)
    .where(eq(developerTranslations.developerId, id))
  return { developer, translations }
}

describe('developer form rules (spec §5)', () => {
  it.each([
    [{ slug: '' }, 'slug', 'Slug is required'],
    [{ slug: 'a'.repeat(51) }, 'slug', 'Slug must be less than 50 characters'],
    [
      { slug: 'Nile Homes' },
      'slug',
      'Slug must contain only lowercase letters, numbers, and hyphens',
    ],
    [{ logoMediaId: '' }, 'logoMediaId', 'This field is required'],
    [{ logoMediaId: 'logo.png' }, 'logoMediaId', 'Choose an item from the media library'],
    [
      { heroMediaId: '//evil.example/x.png' },
      'heroMediaId',
      'Choose an item from the media library',
    ],
    [{ sortOrder: '-1' }, 'sortOrder', 'Sort order must be 0 or greater'],
    [{ sortOrder: '10000' }, 'sortOrder', 'Sort order must be 9999 or less'],
    [{ sortOrder: 'abc' }, 'sortOrder', 'Sort order must be a number'],
    [{ status: 'gone' }, 'status', 'Choose a status'],
    [{ basePath: 'x'.repeat(101) }, 'basePath', 'Base path must be less than 100 characters'],
    [{ seoCanonicalUrl: 'not a url' }, 'seoCanonicalUrl', 'Must be a valid URL'],
    [{ 'en.name': '  ' }, 'en.name', 'Name is required'],
    [{ 'ar.name': '' }, 'ar.name', 'Name is required'],
    [{ 'ar.name': 'ن'.repeat(101) }, 'ar.name', 'Name must be less than 100 characters'],
    [{ 'en.tagline': 't'.repeat(201) }, 'en.tagline', 'Tagline must be less than 200 characters'],
    [{ 'ar.seoTitle': 's'.repeat(61) }, 'ar.seoTitle', 'SEO title must be less than 60 characters'],
    [{ 'en.ctaLabel': 'c'.repeat(51) }, 'en.ctaLabel', 'CTA label must be less than 50 characters'],
    [
      { 'en.heroParagraph': 'h'.repeat(501) },
      'en.heroParagraph',
      'Hero paragraph must be less than 500 characters',
    ],
  ])('%o → %s: %s', (overrides, field, message) => {
    expect(errorsOf(developerForm(overrides))[field]).toBe(message)
  })

  it('keeps the about paragraphs in order, trimmed, leaving empty rows out', () => {
    expect(valid().en.aboutParagraphs).toEqual(['First paragraph.', 'Second paragraph.'])
  })

  it('ignores form fields that would reach the object prototype', () => {
    const form = developerForm({ '__proto__.polluted': 'yes', 'en.constructor.x': 'y' })
    expect(parse(form).success).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('saveDeveloper', () => {
  it('creates the developer with both translations, then updates them in place', async () => {
    const input = valid()
    const id = await saveDeveloper(input)
    const created = await rowsOf(id)
    expect(created.developer?.slug).toBe(input.slug)
    expect(created.translations.map((t) => [t.locale, t.name]).sort()).toEqual([
      ['ar', 'النيل للتعمير'],
      ['en', 'Nile Homes'],
    ])
    await saveDeveloper({ ...input, en: { ...input.en, name: 'Nile Homes Group' } }, id)
    const updated = await rowsOf(id)
    expect(updated.translations).toHaveLength(2)
    expect(updated.translations.find((t) => t.locale === 'en')?.name).toBe('Nile Homes Group')
    expect((await readDeveloperForm({ viewer: admin, id }))?.en.aboutParagraphs).toEqual([
      { text: 'First paragraph.' },
      { text: 'Second paragraph.' },
    ])
  })

  it('a failed translation write leaves no developer behind (create)', async () => {
    const input = valid()
    // The database refuses a blank name (CHECK), as a failed write would: nothing may remain.
    await expect(saveDeveloper({ ...input, ar: { ...input.ar, name: ' ' } })).rejects.toThrow()
    const left = await database.select().from(developers).where(eq(developers.slug, input.slug))
    expect(left).toEqual([])
  })

  it('a failed translation write leaves the saved developer as it was (update)', async () => {
    const input = valid()
    const id = await saveDeveloper(input)
    const changed = { ...input, sortOrder: 99, en: { ...input.en, name: 'Changed' } }
    await expect(
      saveDeveloper({ ...changed, ar: { ...changed.ar, tagline: 'x'.repeat(201) } }, id),
    ).rejects.toThrow()
    const after = await rowsOf(id)
    expect(after.developer?.sortOrder).toBe(5)
    expect(after.translations.find((t) => t.locale === 'en')?.name).toBe('Nile Homes')
  })

  it('updating a deleted or unknown developer is "not found"', async () => {
    const id = await saveDeveloper(valid())
    await softDelete('developer', id)
    await expect(saveDeveloper(valid(), id)).rejects.toMatchObject({ code: 'not-found' })
    await expect(saveDeveloper(valid(), randomUUID())).rejects.toMatchObject({ code: 'not-found' })
    expect(await readDeveloperForm({ viewer: admin, id })).toBeNull()
    expect(await readDeveloperForm({ viewer: admin, id: 'not-an-id' })).toBeNull()
  })
})

describe('hiding a developer with published projects ("Unpublish both")', () => {
  const save = async (developerId: string, overrides: Record<string, string>, also: boolean) => {
    const parsed = parse(developerForm(overrides))
    if (!parsed.success) throw new Error('invalid form')
    return saveDeveloper({ ...parsed.data, unpublishProjects: also }, developerId)
  }
  const statuses = async (ids: string[]) => {
    const rows = await database
      .select({ id: projects.id, status: projects.status })
      .from(projects)
      .where(inArray(projects.id, ids))
    return ids.map((id) => rows.find((row) => row.id === id)?.status)
  }

  it('sets its published projects back to draft in the same save, each with its log line', async () => {
    const developer = await insertDeveloper()
    const shown = [(await insertProject(developer.id)).id, (await insertProject(developer.id)).id]
    const draft = (await insertProject(developer.id, { status: 'draft' })).id
    await save(developer.id, { status: 'draft', slug: developer.slug }, true)
    expect(await statuses([...shown, draft])).toEqual(['draft', 'draft', 'draft'])
    const lines = await database
      .select({ entityId: activityLog.entityId, changes: activityLog.changes })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityType, 'project'),
          inArray(activityLog.entityId, [...shown, draft]),
        ),
      )
    expect(lines.map((line) => line.entityId).sort()).toEqual([...shown].sort())
    for (const line of lines)
      expect(line.changes).toEqual([{ field: 'status', before: 'published', after: 'draft' }])
  })

  it('"Save developer only", or a developer that stays public, leaves the projects as they are', async () => {
    const developer = await insertDeveloper()
    const project = (await insertProject(developer.id)).id
    await save(developer.id, { status: 'archived', slug: developer.slug }, false)
    expect(await statuses([project])).toEqual(['published'])
    await save(developer.id, { status: 'published', slug: developer.slug }, true)
    expect(await statuses([project])).toEqual(['published'])
    // Inactive hides it as draft does.
    await save(developer.id, { status: 'published', isActive: '', slug: developer.slug }, true)
    expect(await statuses([project])).toEqual(['draft'])
  })
})

describe('listDevelopers', () => {
  it('searches every shown column case-insensitively and pages by 20', async () => {
    const prefix = `pg-${randomUUID().slice(0, 6)}`
    for (let i = 0; i < PAGE_SIZE + 3; i++) {
      await saveDeveloper(valid({ slug: `${prefix}-${i}`, 'en.name': `Paged ${prefix} ${i}` }))
    }
    const first = await listDevelopers({ viewer: admin, search: prefix.toUpperCase(), page: 1 })
    expect(first.total).toBe(PAGE_SIZE + 3)
    expect(first.rows).toHaveLength(PAGE_SIZE)
    expect(first.pageCount).toBe(2)
    const second = await listDevelopers({ viewer: admin, search: prefix, page: 2 })
    expect(second.rows).toHaveLength(3)
    const beyond = await listDevelopers({ viewer: admin, search: prefix, page: 9 })
    expect(beyond.page).toBe(2)
    const byName = await listDevelopers({ viewer: admin, search: `paged ${prefix} 7`, page: 1 })
    expect(byName.rows.map((r) => r.slug)).toEqual([`${prefix}-7`])
    expect(
      (await listDevelopers({ viewer: admin, search: '%', page: 1 })).rows.every((r) =>
        /%/.test(`${r.name}${r.slug}`),
      ),
    ).toBe(true)
  })

  it('leaves soft-deleted developers out', async () => {
    const input = valid()
    const id = await saveDeveloper(input)
    await softDelete('developer', id)
    expect((await listDevelopers({ viewer: admin, search: input.slug, page: 1 })).total).toBe(0)
  })
})
