import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  developers,
  developerTranslations,
  projects,
  projectSections,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import {
  insertDeveloper,
  insertMedia,
  insertProject,
  migratedDb,
  sqlRows,
  uniqueSlug,
} from '../support/db'

let database: Db
/** A library image the rows under test point at. */
let photo: string

/** The PostgreSQL error code behind a failed Drizzle query (it wraps the driver error). */
async function pgErrorCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string } }
    return err.cause?.code ?? err.code
  }
  return undefined
}

beforeAll(async () => {
  database = await migratedDb()
  photo = (await insertMedia()).id
})

describe('database constraints', () => {
  it('applies the migrations idempotently and enables row-level security on every table', async () => {
    await migratedDb()
    const rows = await sqlRows<{ tablename: string; rowsecurity: boolean }>(
      sql`select tablename, rowsecurity from pg_tables where schemaname = 'public'`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(15)
    expect(rows.filter((r) => !r.rowsecurity).map((r) => r.tablename)).toEqual([])
  })

  it('refuses a status outside the enum', async () => {
    const code = await pgErrorCode(
      database.execute(
        sql`insert into developers (slug, logo_media_id, status) values (${uniqueSlug('d')}, ${photo}, 'live')`,
      ),
    )
    expect(code).toBe('22P02') // invalid_text_representation: not a developer_status value
  })

  it('refuses a bad slug and an out-of-range sort order', async () => {
    expect(
      await pgErrorCode(
        database.insert(developers).values({ slug: 'Not Valid', logoMediaId: photo }),
      ),
    ).toBe('23514')
    expect(
      await pgErrorCode(
        database
          .insert(developers)
          .values({ slug: uniqueSlug('d'), logoMediaId: photo, sortOrder: 10000 }),
      ),
    ).toBe('23514')
  })

  it('applies the spec defaults', async () => {
    const [developer] = await database
      .insert(developers)
      .values({ slug: uniqueSlug('d'), logoMediaId: photo })
      .returning()
    expect(developer).toMatchObject({
      status: 'draft',
      isActive: true,
      sortOrder: 0,
      deletedAt: null,
    })
    const project = await insertProject(developer!.id, { status: undefined })
    expect(project).toMatchObject({
      status: 'draft',
      isActive: true,
      isPopular: false,
      showCalculator: true,
      showExitIntent: true,
      sortOrder: 0,
    })
  })

  it('refuses a second translation for the same locale', async () => {
    const developer = await insertDeveloper()
    const code = await pgErrorCode(
      database
        .insert(developerTranslations)
        .values({ developerId: developer.id, locale: 'en', name: 'Again' }),
    )
    expect(code).toBe('23505')
  })

  it('keeps slugs unique among live rows only', async () => {
    const slug = uniqueSlug('same')
    const first = await insertDeveloper({ slug })
    expect(await pgErrorCode(insertDeveloper({ slug }))).toBe('23505')
    await database.execute(sql`update developers set deleted_at = now() where id = ${first.id}`)
    await expect(insertDeveloper({ slug })).resolves.toMatchObject({ slug })
  })

  it('enforces foreign keys and unit rules', async () => {
    const developer = await insertDeveloper()
    expect(
      await pgErrorCode(
        database.insert(projects).values({
          slug: uniqueSlug('p'),
          developerId: '00000000-0000-0000-0000-000000000000',
          logoMediaId: photo,
          thumbnailMediaId: photo,
          basePath: '/p',
        }),
      ),
    ).toBe('23503')
    const project = await insertProject(developer.id)
    const unit = { projectId: project.id, slug: uniqueSlug('u'), unitType: 'villa' }
    expect(await pgErrorCode(database.insert(projectUnits).values({ ...unit, areaSqm: 0 }))).toBe(
      '23514',
    )
    expect(await pgErrorCode(database.insert(projectUnits).values({ ...unit, bedrooms: -1 }))).toBe(
      '23514',
    )
    expect(
      await pgErrorCode(
        database.execute(
          sql`insert into project_units (project_id, slug, unit_type, availability_status) values (${project.id}, ${unit.slug}, 'villa', 'gone')`,
        ),
      ),
    ).toBe('22P02')
    const [saved] = await database.insert(projectUnits).values(unit).returning()
    expect(saved).toMatchObject({
      availabilityStatus: 'available',
      status: 'draft',
      isActive: true,
    })
    await database
      .insert(unitTranslations)
      .values({ unitId: saved!.id, locale: 'en', title: 'Villa' })
    expect(
      await pgErrorCode(
        database
          .insert(unitTranslations)
          .values({ unitId: saved!.id, locale: 'en', title: 'Twice' }),
      ),
    ).toBe('23505')
  })

  it('stores list fields as typed columns and refuses a non-array FAQ list', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    const [section] = await database
      .insert(projectSections)
      .values({
        projectId: project.id,
        locale: 'en',
        locationParagraphs: ['Ten minutes from the ring road.'],
        faqs: [{ question: 'When is delivery?', answer: 'In 2028.' }],
      })
      .returning()
    expect(section?.faqs).toEqual([{ question: 'When is delivery?', answer: 'In 2028.' }])
    expect(section?.locationHighlights).toEqual([])
    expect(
      await pgErrorCode(
        database.execute(
          sql`insert into project_sections (project_id, locale, faqs) values (${project.id}, 'ar', '{"q":1}'::jsonb)`,
        ),
      ),
    ).toBe('23514')
  })

  it('refuses an unknown staff role', async () => {
    expect(
      await pgErrorCode(
        database.execute(
          sql`insert into user_roles (id, user_id, role) values ('x', 'nobody', 'owner')`,
        ),
      ),
    ).toBe('22P02')
  })
})
