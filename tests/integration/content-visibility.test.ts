import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryDeveloperPage } from '@/lib/content/get-developer-page'
import { queryProjectPage } from '@/lib/content/get-project-page'
import { queryTrustFigures } from '@/lib/content/get-trust-figures'
import { queryPublicDevelopers } from '@/lib/content/list-public-developers'
import { queryPublishedProjects } from '@/lib/content/list-published-projects'
import { projects, projectSections, projectUnits, unitTranslations } from '@/lib/db/schema'
import { readRecordHistory } from '@/lib/activity/read-record-history'
import { seedDatabase } from '@/lib/seed/seed-database'
import type { Db } from '@/lib/db/types'
import {
  insertDeveloper,
  insertProject,
  migratedDb,
  sqlRows,
  tempDir,
  uniqueSlug,
} from '../support/db'
import { testViewer } from '../support/viewer'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
  await seedDatabase(database, { dataDir: tempDir() })
})

describe('public content queries', () => {
  it('list only active, published, live projects, in sort order, in the asked language', async () => {
    const developer = await insertDeveloper()
    const visible = await insertProject(developer.id, { sortOrder: 1 })
    const draft = await insertProject(developer.id, { status: 'draft' })
    const inactive = await insertProject(developer.id, { isActive: false })
    const deleted = await insertProject(developer.id, { deletedAt: new Date() })

    const en = await queryPublishedProjects({ locale: 'en' })
    const slugs = en.map((p) => p.slug)
    expect(slugs).toContain(visible.slug)
    for (const hidden of [draft, inactive, deleted]) expect(slugs).not.toContain(hidden.slug)
    const orders = await database
      .select({ slug: projects.slug, sortOrder: projects.sortOrder })
      .from(projects)
    const orderOf = new Map(orders.map((o) => [o.slug, o.sortOrder]))
    const listed = slugs.map((s) => orderOf.get(s)!)
    expect(listed).toEqual([...listed].sort((a, b) => a - b))

    const ar = await queryPublishedProjects({ locale: 'ar' })
    expect(ar.find((p) => p.slug === visible.slug)?.title).toBe(`مشروع ${visible.slug}`)
  })

  it('answers null for a soft-deleted, draft or unknown project page', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    expect(await queryProjectPage({ slug: project.slug, locale: 'en' })).toMatchObject({
      title: `Project ${project.slug}`,
      developer: { slug: developer.slug },
    })
    await database
      .update(projects)
      .set({ deletedAt: new Date() })
      .where(eq(projects.id, project.id))
    expect(await queryProjectPage({ slug: project.slug, locale: 'en' })).toBeNull()
    const draft = await insertProject(developer.id, { status: 'draft' })
    expect(await queryProjectPage({ slug: draft.slug, locale: 'ar' })).toBeNull()
    expect(await queryProjectPage({ slug: uniqueSlug('nothing'), locale: 'en' })).toBeNull()
  })

  it('reads a project’s sections whatever its first section text holds (no hero headline)', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await database.insert(projectSections).values({
      projectId: project.id,
      locale: 'en',
      heroHeadline: null,
      faqHeading: 'Questions',
      faqs: [{ question: 'When?', answer: 'Soon.' }],
    })
    const page = await queryProjectPage({ slug: project.slug, locale: 'en' })
    expect(page?.sections).toMatchObject({
      heroHeadline: null,
      faqHeading: 'Questions',
      faqs: [{ question: 'When?', answer: 'Soon.' }],
    })
    expect((await queryProjectPage({ slug: project.slug, locale: 'ar' }))?.sections).toBeNull()
  })

  it('shows only visible units of a project, translated', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    const base = { projectId: project.id, unitType: 'apartment', status: 'published' as const }
    const units = await database
      .insert(projectUnits)
      .values([
        { ...base, slug: 'shown', sortOrder: 2 },
        { ...base, slug: 'first', sortOrder: 1 },
        { ...base, slug: 'draft', status: 'draft' },
        { ...base, slug: 'inactive', isActive: false },
        { ...base, slug: 'deleted', deletedAt: new Date() },
      ])
      .returning()
    await database.insert(unitTranslations).values(
      units.flatMap((u) => [
        { unitId: u.id, locale: 'en' as const, title: `Unit ${u.slug}` },
        { unitId: u.id, locale: 'ar' as const, title: `وحدة ${u.slug}` },
      ]),
    )
    const page = await queryProjectPage({ slug: project.slug, locale: 'ar' })
    expect(page?.units.map((u) => u.title)).toEqual(['وحدة first', 'وحدة shown'])
  })

  it('keeps every section of a project page when its hero headline is empty in that language', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await database.insert(projectSections).values([
      { projectId: project.id, locale: 'en', heroHeadline: 'Homes by the park', faqHeading: 'FAQ' },
      {
        projectId: project.id,
        locale: 'ar',
        heroHeadline: null,
        unitsHeading: 'الوحدات والأسعار',
        faqHeading: 'الأسئلة الشائعة',
        faqs: [{ question: 'متى التسليم؟', answer: 'في 2028.' }],
        formHeading: 'احصل على الأسعار',
      },
    ])
    const ar = await queryProjectPage({ slug: project.slug, locale: 'ar' })
    expect(ar?.sections).toMatchObject({
      heroHeadline: null,
      unitsHeading: 'الوحدات والأسعار',
      faqHeading: 'الأسئلة الشائعة',
      faqs: [{ question: 'متى التسليم؟', answer: 'في 2028.' }],
      formHeading: 'احصل على الأسعار',
    })
    const en = await queryProjectPage({ slug: project.slug, locale: 'en' })
    expect(en?.sections).toMatchObject({ heroHeadline: 'Homes by the park', faqHeading: 'FAQ' })
    expect(en?.sections).not.toHaveProperty('rowId')
  })

  it('counts the developers and projects a visitor can open for the home page’s trust figures', async () => {
    const before = await queryTrustFigures()
    const developer = await insertDeveloper()
    await insertProject(developer.id)
    await insertProject(developer.id, { status: 'draft' })
    await insertProject(developer.id, { deletedAt: new Date() })
    const hidden = await insertDeveloper({ isActive: false })
    await insertProject(hidden.id) // its developer is not public: neither is it
    expect(await queryTrustFigures()).toEqual({
      developers: before.developers + 1,
      projects: before.projects + 1,
    })
  })

  it('hides inactive or deleted developers and their pages', async () => {
    const shown = await insertDeveloper()
    const inactive = await insertDeveloper({ isActive: false })
    const deleted = await insertDeveloper({ deletedAt: new Date() })
    const slugs = (await queryPublicDevelopers({ locale: 'en' })).map((d) => d.slug)
    expect(slugs).toContain(shown.slug)
    expect(slugs).not.toContain(inactive.slug)
    expect(slugs).not.toContain(deleted.slug)
    expect(await queryDeveloperPage({ slug: deleted.slug, locale: 'en' })).toBeNull()
    const page = await queryDeveloperPage({ slug: shown.slug, locale: 'ar' })
    expect(page?.name).toBe(`مطور ${shown.slug}`)
  })

  it('seeds real content once: developers, visible projects, units and the edge cases', async () => {
    const again = await seedDatabase(database, { dataDir: tempDir() })
    expect(again.seededContent).toBeNull()
    const [row] = await sqlRows<{ developers: number; visible: number; units: number }>(sql`
      select
        (select count(*)::int from developers where slug not like 'dev-%' and slug not like 'same-%') as developers,
        (select count(*)::int from projects p join developers d on d.id = p.developer_id
          where p.is_active and p.status = 'published' and p.deleted_at is null
            and d.slug not like 'dev-%' and d.slug not like 'same-%') as visible,
        (select count(*)::int from project_units) as units`)
    expect(row!.developers).toBeGreaterThanOrEqual(3)
    expect(row!.visible).toBeGreaterThanOrEqual(7)
    expect(row!.units).toBeGreaterThanOrEqual(30)
    const [hidden] = await sqlRows<{ n: number }>(sql`
      select count(*)::int as n from projects where status = 'draft' or not is_active or deleted_at is not null`)
    expect(hidden!.n).toBeGreaterThanOrEqual(3)
  })

  it('seeds through the admin’s save operations: each record’s history says the System made it', async () => {
    const viewer = testViewer('admin')
    const [crest] = await database
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, 'the-crest-residence'))
    const history = await readRecordHistory({ viewer, entityType: 'project', entityId: crest!.id })
    // Created, then linked to its cross-sell project (saved after it) in a second save.
    expect(history.entries.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['updated', null],
      ['created', null],
    ])
    const [marina] = await database
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, 'marina-walk'))
    const deleted = await readRecordHistory({ viewer, entityType: 'project', entityId: marina!.id })
    expect(deleted.entries.map((entry) => entry.action)).toEqual(['deleted', 'created'])
  })
})

describe('a language that was not written', () => {
  it('falls back to the English texts instead of hiding the project or developer', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await database.execute(
      sql`delete from project_translations where project_id = ${project.id} and locale = 'ar'`,
    )
    await database.execute(
      sql`delete from developer_translations where developer_id = ${developer.id} and locale = 'ar'`,
    )
    const page = await queryProjectPage({ slug: project.slug, locale: 'ar' })
    expect(page).toMatchObject({
      title: `Project ${project.slug}`,
      developer: { name: `Developer ${developer.slug}` },
    })
    const listed = await queryPublishedProjects({ locale: 'ar' })
    expect(listed.filter((p) => p.slug === project.slug).map((p) => p.title)).toEqual([
      `Project ${project.slug}`,
    ])
    const developerPage = await queryDeveloperPage({ slug: developer.slug, locale: 'ar' })
    expect(developerPage?.name).toBe(`Developer ${developer.slug}`)
    // Where both languages exist, each page reads its own.
    const other = await insertProject(developer.id)
    expect((await queryProjectPage({ slug: other.slug, locale: 'ar' }))?.title).toBe(
      `مشروع ${other.slug}`,
    )
  })
})
