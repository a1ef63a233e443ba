import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PAGE_SIZE } from '@/lib/validation/paging'
import { softDelete } from '@/lib/admin/soft-delete'
import { readUnitForm } from '@/lib/admin/units/read-unit-form'
import { listUnits } from '@/lib/admin/units/list-units'
import { saveUnit } from '@/lib/admin/units/save-unit'
import { deleteUnit, submitUnit } from '@/lib/admin/units/unit-actions'
import { unitSchema, type UnitInput } from '@/lib/admin/units/unit-schema'
import { projects, projectUnits, unitTranslations } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { fieldErrorsOf, formObject } from '@/lib/validation/form-object'
import {
  digitFreeSlug,
  insertDeveloper,
  insertMedia,
  insertProject,
  migratedDb,
  uniqueSlug,
} from '../support/db'
import { insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'
import { recordFormData } from '@/lib/validation/record-submission'
import { formDataOf } from '@/components/forms/form-data-of'
import { english } from '../support/english'

// The actions check the role and expire Next's cache, both of which need a request: stand in
// a signed-in moderator (a real row: a delete records who did it) and a no-op revalidation.
// The reads are handed a viewer, as their page hands them its own.
const signedIn = vi.hoisted(() => ({ userId: '' }))
vi.mock('@/lib/auth/authorize', () => ({
  authorize: async () => ({
    ok: true,
    viewer: { userId: signedIn.userId, email: 'mod@example.com', name: 'Mod', role: 'moderator' },
  }),
}))
const admin = testViewer('admin')
vi.mock('@/lib/content/expire-public-content', () => ({ expirePublicContent: () => {} }))

let database: Db
let developerId: string
/** Library items the form picks: an image and a PDF floor plan. */
const files = { image: '', plan: '' }

beforeAll(async () => {
  database = await migratedDb()
  developerId = (await insertDeveloper()).id
  signedIn.userId = (await insertStaff('moderator')).id
  files.image = (await insertMedia()).id
  files.plan = (await insertMedia({ kind: 'pdf', width: null, height: null })).id
})

/** The admin form as the browser posts it (FormData names as the inputs carry them). */
function unitForm(projectId: string, overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    projectId,
    slug: uniqueSlug('unit'),
    unitType: 'Apartment',
    areaSqm: '120',
    bedrooms: '2',
    sortOrder: '3',
    availabilityStatus: 'reserved',
    status: 'published',
    isActive: 'on',
    imageMediaId: files.image,
    floorplanMediaId: files.plan,
    'en.title': 'Garden Apartment',
    'en.description': 'Two bedrooms on the garden.',
    priceEgp: '5,000,000',
    downPaymentEgp: '',
    monthlyInstallmentEgp: '',
    'en.priceLabel': 'Starting from',
    'ar.title': 'شقة بحديقة',
    'ar.description': '',
    'ar.priceLabel': '',
    ...overrides,
  }
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

/** The form's values sent to the action as the browser's form does. */
const submitForm = (id: string | null, data: FormData) =>
  submitUnit(null, recordFormData(id, formObject(data)))
const parse = (data: FormData) => unitSchema.safeParse(formObject(data))
const input = (projectId: string, overrides: Record<string, string> = {}): UnitInput =>
  unitSchema.parse(formObject(unitForm(projectId, overrides)))

const errorsFor = (projectId: string, overrides: Record<string, string>) => {
  const result = parse(unitForm(projectId, overrides))
  return result.success ? {} : fieldErrorsOf(result.error.issues)
}

async function unitsWithSlug(projectId: string, slug: string) {
  return database
    .select({ id: projectUnits.id })
    .from(projectUnits)
    .where(and(eq(projectUnits.projectId, projectId), eq(projectUnits.slug, slug)))
}

describe('unit schema (spec §5)', () => {
  const projectId = randomUUID()

  it('accepts a full form and stores empty optional values as null', () => {
    const result = parse(unitForm(projectId, { areaSqm: '', bedrooms: '0', imageMediaId: '' }))
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({
      projectId,
      unitType: 'Apartment',
      areaSqm: null,
      bedrooms: 0,
      sortOrder: 3,
      availabilityStatus: 'reserved',
      status: 'published',
      isActive: true,
      priceEgp: 5_000_000,
      downPaymentEgp: null,
      imageMediaId: null,
      floorplanMediaId: files.plan,
      en: { title: 'Garden Apartment', priceLabel: 'Starting from' },
      ar: { title: 'شقة بحديقة', description: null, priceLabel: null },
    })
  })

  it('defaults availability to available and status to draft; no checkbox is inactive', () => {
    const data = unitForm(projectId)
    for (const name of ['availabilityStatus', 'status', 'isActive']) data.delete(name)
    expect(parse(data).data).toMatchObject({
      availabilityStatus: 'available',
      status: 'draft',
      isActive: false,
    })
  })

  it.each([
    ['projectId', '', 'Project is required'],
    ['projectId', 'not-a-project', 'Project is required'],
    ['slug', '', 'Slug is required'],
    ['slug', 'Villa A', 'Slug must be lowercase letters, numbers, and hyphens only'],
    ['slug', 'a'.repeat(101), 'Slug must be less than 100 characters'],
    ['unitType', '   ', 'Unit type is required'],
    ['unitType', 'x'.repeat(51), 'Unit type must be less than 50 characters'],
    ['areaSqm', '0', 'Area must be at least 1 sqm'],
    ['areaSqm', '12.5', 'Area must be a whole number'],
    ['bedrooms', '-1', 'Bedrooms must be 0 or more'],
    ['bedrooms', 'two', 'Bedrooms must be a number'],
    ['sortOrder', '-1', 'Sort order must be 0 or greater'],
    ['availabilityStatus', 'gone', 'Choose an availability'],
    ['status', 'archived', 'Choose a status'],
    ['imageMediaId', 'images/unit.webp', 'Choose an item from the media library'],
    ['floorplanMediaId', '//evil.example/plan.png', 'Choose an item from the media library'],
    ['en.title', ' ', 'English title is required'],
    ['ar.title', '', 'Arabic title is required'],
    ['en.title', 't'.repeat(201), 'English title must be less than 200 characters'],
    ['ar.priceLabel', 'p'.repeat(101), 'Price label must be less than 100 characters'],
    ['priceEgp', '5 million-ish', 'Price: write the amount in EGP, e.g. 9800000 or 9.8M'],
    ['downPaymentEgp', '-5', 'Down payment: write the amount in EGP, e.g. 9800000 or 9.8M'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(english(errorsFor(projectId, { [field]: value })[field])).toBe(message)
  })
})

describe('saveUnit', () => {
  let projectId: string
  beforeAll(async () => {
    projectId = (await insertProject(developerId)).id
  })

  it('creates a unit with both translations, then updates it in place', async () => {
    const created = input(projectId)
    const id = await saveUnit(created)
    expect(await readUnitForm({ viewer: admin, id })).toEqual({
      projectId,
      slug: created.slug,
      unitType: 'Apartment',
      areaSqm: '120',
      bedrooms: '2',
      sortOrder: '3',
      availabilityStatus: 'reserved',
      status: 'published',
      isActive: true,
      // Shown grouped, as saving it again reads the same amount.
      priceEgp: '5,000,000',
      downPaymentEgp: '',
      monthlyInstallmentEgp: '',
      imageMediaId: expect.objectContaining({ id: files.image, kind: 'image' }),
      floorplanMediaId: expect.objectContaining({ id: files.plan, kind: 'pdf' }),
      en: {
        title: 'Garden Apartment',
        description: 'Two bedrooms on the garden.',
        priceLabel: 'Starting from',
      },
      ar: { title: 'شقة بحديقة', description: '', priceLabel: '' },
    })

    const other = (await insertProject(developerId)).id
    const updated = input(other, {
      slug: created.slug,
      areaSqm: '',
      isActive: '',
      'en.title': 'Penthouse',
      priceEgp: '٥ مليون',
      monthlyInstallmentEgp: '٧٥٬٠٠٠',
    })
    expect(await saveUnit(updated, id)).toBe(id)
    expect(await readUnitForm({ viewer: admin, id })).toMatchObject({
      projectId: other,
      areaSqm: '',
      isActive: false,
      priceEgp: '5,000,000',
      monthlyInstallmentEgp: '75,000',
      en: { title: 'Penthouse' },
    })
    const translations = await database
      .select()
      .from(unitTranslations)
      .where(eq(unitTranslations.unitId, id))
    expect(translations).toHaveLength(2)
  })

  it('leaves no unit behind when a translation write fails on create', async () => {
    const bad = input(projectId)
    bad.ar.title = '   ' // the database refuses a blank title
    await expect(saveUnit(bad)).rejects.toThrow()
    expect(await unitsWithSlug(projectId, bad.slug)).toEqual([])
  })

  it('keeps the old unit and texts when a translation write fails on update', async () => {
    const id = await saveUnit(input(projectId))
    const before = await readUnitForm({ viewer: admin, id })
    const bad = input(projectId, { slug: before!.slug, unitType: 'Villa', 'en.title': 'Changed' })
    bad.ar.priceLabel = 'x'.repeat(101) // longer than the column
    await expect(saveUnit(bad, id)).rejects.toThrow()
    expect(await readUnitForm({ viewer: admin, id })).toEqual(before)
  })

  it('refuses a missing or deleted project on the project field', async () => {
    await expect(saveUnit(input(randomUUID()))).rejects.toMatchObject({
      code: 'field',
      field: 'projectId',
      key: 'content.units.fieldErrors.projectRequired',
    })
    const gone = (await insertProject(developerId)).id
    await database.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone))
    const orphan = input(gone)
    await expect(saveUnit(orphan)).rejects.toMatchObject({ code: 'field' })
    expect(await unitsWithSlug(gone, orphan.slug)).toEqual([])
  })

  it('answers "not found" for an unknown, malformed or deleted unit', async () => {
    await expect(saveUnit(input(projectId), randomUUID())).rejects.toMatchObject({
      code: 'not-found',
    })
    await expect(saveUnit(input(projectId), 'nope')).rejects.toMatchObject({ code: 'not-found' })
    const id = await saveUnit(input(projectId))
    await softDelete('unit', id)
    await expect(saveUnit(input(projectId), id)).rejects.toThrow(
      'content.units.fieldErrors.notFound',
    )
    expect(await readUnitForm({ viewer: admin, id: 'nope' })).toBeNull()
    expect(await readUnitForm({ viewer: admin, id: randomUUID() })).toBeNull()
  })

  it('answers "not found" for a unit of a deleted project, whichever project the form names', async () => {
    const gone = (await insertProject(developerId)).id
    const id = await saveUnit(input(gone))
    await database.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone))
    expect(await readUnitForm({ viewer: admin, id })).toBeNull()
    const notFound = { code: 'not-found', key: 'content.units.fieldErrors.notFound' }
    // Moving it to a live project would bring a deleted unit back.
    await expect(saveUnit(input(projectId), id)).rejects.toMatchObject(notFound)
    await expect(saveUnit(input(gone), id)).rejects.toMatchObject(notFound)
    const [row] = await database
      .select({ projectId: projectUnits.projectId })
      .from(projectUnits)
      .where(eq(projectUnits.id, id))
    expect(row?.projectId).toBe(gone)
  })

  it('still refuses moving a live unit to a deleted project on the project field', async () => {
    const id = await saveUnit(input(projectId))
    const gone = (await insertProject(developerId)).id
    await database.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone))
    await expect(saveUnit(input(gone), id)).rejects.toMatchObject({
      code: 'field',
      field: 'projectId',
      key: 'content.units.fieldErrors.projectRequired',
    })
    expect((await readUnitForm({ viewer: admin, id }))?.projectId).toBe(projectId)
  })
})

describe('unit actions', () => {
  let projectId: string
  beforeAll(async () => {
    projectId = (await insertProject(developerId)).id
  })

  it('creates, updates and soft-deletes through the staff wrapper', async () => {
    const created = await submitForm(null, unitForm(projectId))
    expect(created.ok).toBe(true)
    const id = created.ok ? created.data : ''
    const form = unitForm(projectId, { 'en.title': 'Renamed' })
    expect(await submitForm(id, form)).toEqual({ ok: true, data: id })
    expect((await readUnitForm({ viewer: admin, id }))?.en.title).toBe('Renamed')

    expect(await deleteUnit(null, formDataOf({ id }))).toEqual({ ok: true, data: null })
    expect(await readUnitForm({ viewer: admin, id })).toBeNull()
    expect((await listUnits({ viewer: admin, search: '', page: 1, projectId })).rows).toEqual([])
    expect(await deleteUnit(null, formDataOf({ id }))).toEqual({
      ok: false,
      code: 'not-found',
      message: 'content.units.fieldErrors.notFound',
    })
    // A post without the id answers a message key, never a 500.
    expect(await deleteUnit(null, new FormData())).toEqual({
      ok: false,
      code: 'invalid',
      message: 'errors.invalid',
      fieldErrors: { id: 'content.units.fieldErrors.notFound' },
    })
  })

  it('takes the form’s values object as the browser sends it, NUL characters dropped (PostgreSQL text cannot hold them)', async () => {
    const values = formObject(unitForm(projectId)) as { ar: Record<string, string> }
    values.ar.title = 'شقة\u0000 بحديقة\u0000'
    const created = await submitUnit(null, recordFormData(null, values))
    expect(created.ok).toBe(true)
    const id = created.ok ? created.data : ''
    expect((await readUnitForm({ viewer: admin, id }))?.ar.title).toBe('شقة بحديقة')
  })

  it('answers "not found" when saving a unit whose project was deleted', async () => {
    const gone = (await insertProject(developerId)).id
    const created = await submitForm(null, unitForm(gone))
    const id = created.ok ? created.data : ''
    await database.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone))
    expect(await submitForm(id, unitForm(projectId))).toEqual({
      ok: false,
      code: 'not-found',
      message: 'content.units.fieldErrors.notFound',
    })
    expect(await readUnitForm({ viewer: admin, id })).toBeNull()
  })

  it('answers field errors: schema, deleted project, taken slug', async () => {
    expect(await submitForm(null, unitForm(projectId, { 'ar.title': '' }))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'errors.invalid',
      fieldErrors: { 'ar.title': 'content.units.fieldErrors.arabic.title.required' },
    })
    expect(await submitForm(null, unitForm(randomUUID()))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'errors.invalid',
      fieldErrors: { projectId: 'content.units.fieldErrors.projectRequired' },
    })
    const slug = uniqueSlug('taken')
    expect((await submitForm(null, unitForm(projectId, { slug }))).ok).toBe(true)
    expect(await submitForm(null, unitForm(projectId, { slug }))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'errors.invalid',
      fieldErrors: { slug: 'errors.slugTaken' },
    })
  })
})

describe('unit list', () => {
  let projectId: string
  let projectSlug: string
  // Digit-free: the searches below must match this title, or the project's, only where meant.
  const token = digitFreeSlug('zq')

  beforeAll(async () => {
    const project = await insertProject(developerId, { slug: digitFreeSlug('units') })
    projectId = project.id
    projectSlug = project.slug
    // 25 units, sort orders 24..0, so the list order is the reverse of creation order.
    for (let n = 0; n < 25; n++) {
      await saveUnit(
        input(projectId, {
          slug: `u-${String(n).padStart(2, '0')}`,
          sortOrder: String(24 - n),
          unitType: n === 0 ? 'Townhouse' : 'Apartment',
          areaSqm: n === 1 ? '4321' : '100',
          bedrooms: n === 2 ? '7' : '2',
          availabilityStatus: n === 3 ? 'sold' : 'available',
          isActive: n === 4 ? '' : 'on',
          'en.title': n === 5 ? `Unit ${token}` : `Unit ${n}`,
        }),
      )
    }
  })

  const list = (search: string, page = 1) => listUnits({ viewer: admin, search, page, projectId })

  it('pages 20 rows at a time in sort order, filtered by project', async () => {
    const first = await list('')
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 })
    expect(first.rows).toHaveLength(PAGE_SIZE)
    expect(first.rows.map((row) => row.sortOrder)).toEqual([...Array(20).keys()])
    expect(first.rows[0]).toEqual({
      id: expect.any(String),
      imageUrl: `/media/${files.image}/384.webp`,
      title: 'Unit 24',
      projectTitle: `Project ${projectSlug}`,
      unitType: 'Apartment',
      areaSqm: 100,
      bedrooms: 2,
      availabilityStatus: 'available',
      status: 'published',
      isActive: true,
      sortOrder: 0,
    })
    const second = await list('', 2)
    expect(second.rows.map((row) => row.sortOrder)).toEqual([20, 21, 22, 23, 24])
    expect((await list('', 99)).page).toBe(2)
  })

  it('searches every shown column, case-insensitively', async () => {
    const titles = async (search: string) => (await list(search)).rows.map((row) => row.title)
    expect(await titles(token.toUpperCase())).toEqual([`Unit ${token}`])
    expect(await titles('townHOUSE')).toEqual(['Unit 0'])
    expect(await titles('4321')).toEqual(['Unit 1'])
    expect(await titles('SOLD')).toEqual(['Unit 3'])
    expect(await titles('no')).toEqual(['Unit 4'])
    expect((await list('yes')).total).toBe(24)
    expect((await list('published')).total).toBe(25)
    expect((await list('AILAB')).total).toBe(24)
    expect(await titles('24')).toEqual(['Unit 24', 'Unit 0']) // title, then sort order 24
    expect((await list(projectSlug)).total).toBe(25)
    expect((await list('%')).total).toBe(0)
    const all = await listUnits({ viewer: admin, search: token, page: 1 })
    expect(all.rows.map((row) => row.title)).toEqual([`Unit ${token}`])
  })

  it('filters by project: another, unknown or malformed project shows none of these', async () => {
    const other = (await insertProject(developerId)).id
    expect((await listUnits({ viewer: admin, search: '', page: 1, projectId: other })).total).toBe(
      0,
    )
    expect(
      (await listUnits({ viewer: admin, search: '', page: 1, projectId: randomUUID() })).total,
    ).toBe(0)
    expect((await listUnits({ viewer: admin, search: '', page: 1, projectId: 'x' })).rows).toEqual(
      [],
    )
  })

  it('hides soft-deleted units, and units of a soft-deleted project', async () => {
    const [victim] = (await list(token)).rows
    await softDelete('unit', victim!.id)
    expect((await list('')).total).toBe(24)
    expect(await readUnitForm({ viewer: admin, id: victim!.id })).toBeNull()

    const project = (await insertProject(developerId)).id
    const unit = await saveUnit(input(project))
    await database.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, project))
    expect(
      (await listUnits({ viewer: admin, search: '', page: 1, projectId: project })).total,
    ).toBe(0)
    expect(await readUnitForm({ viewer: admin, id: unit })).toBeNull()
  })
})
