import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { saveDeveloper } from '@/lib/admin/developers/save-developer'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import { developerFormValues } from '@/lib/admin/developers/developer-form-values'
import { duplicateProject } from '@/lib/admin/projects/duplicate-project'
import { readProjectForm } from '@/lib/admin/projects/read-project-form'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { saveProject } from '@/lib/admin/projects/save-project'
import { softDelete } from '@/lib/admin/soft-delete'
import { activityLog, projects, projectUnits } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { insertDeveloper, insertMedia, insertProject, migratedDb, uniqueSlug } from '../support/db'
import { insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

// Content saves, deletes and duplicates write their activity record in the same transaction.
let database: Db
let actor: { userId: string; name: string }
let logo: string
/** Reads the form values as the project page does. */
const admin = testViewer('admin')

beforeAll(async () => {
  database = await migratedDb()
  const staff = await insertStaff('moderator')
  actor = { userId: staff.id, name: 'Mona Moderator' }
  logo = (await insertMedia()).id
})

const entriesFor = (entityId: string) =>
  database.select().from(activityLog).where(eq(activityLog.entityId, entityId))

function developerInput(slug = uniqueSlug('act-dev')) {
  const values = developerFormValues()
  return developerSchema.parse({
    ...values,
    slug,
    logoMediaId: logo,
    en: { ...values.en, name: 'Nile Homes' },
    ar: { ...values.ar, name: 'النيل للتعمير' },
  })
}

describe('content activity', () => {
  it('records a create, then an update with only the changed fields before → after', async () => {
    const input = developerInput()
    const id = await saveDeveloper(input, undefined, actor)
    await saveDeveloper(
      { ...input, sortOrder: 9, en: { ...input.en, tagline: 'By the river' } },
      id,
      actor,
    )
    await saveDeveloper(
      { ...input, sortOrder: 9, en: { ...input.en, tagline: 'By the river' } },
      id,
      actor,
    )
    const entries = await entriesFor(id)
    expect(entries.map((e) => e.action).sort()).toEqual(['created', 'updated'])
    const updated = entries.find((e) => e.action === 'updated')!
    expect(updated).toMatchObject({
      actorId: actor.userId,
      actorName: 'Mona Moderator',
      entityType: 'developer',
      entityLabel: 'Nile Homes',
    })
    expect(updated.changes).toEqual([
      { field: 'en.tagline', before: null, after: 'By the river' },
      { field: 'sortOrder', before: '0', after: '9' },
    ])
  })

  it('a failed save leaves no activity record', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    const values = (await readProjectForm({ viewer: admin, id: project.id }))!
    const input = projectSchema.parse(values)
    input.ar.title = '  ' // the database refuses it after the project row was written
    await expect(saveProject(input, project.id, actor)).rejects.toThrow()
    expect(await entriesFor(project.id)).toEqual([])
    const fresh = projectSchema.parse({
      ...values,
      slug: uniqueSlug('fail'),
      basePath: '/fail',
    })
    fresh.ar.title = ' '
    const before = await database.$count(activityLog)
    await expect(saveProject(fresh, undefined, actor)).rejects.toThrow()
    expect(await database.$count(activityLog)).toBe(before)
  })

  it('records a delete with the record’s name, and none when the record was gone', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await softDelete('project', project.id, actor)
    expect(await entriesFor(project.id)).toMatchObject([
      { action: 'deleted', entityLabel: `Project ${project.slug}`, actorName: 'Mona Moderator' },
    ])
    await expect(softDelete('project', project.id, actor)).rejects.toThrow(
      'content.projects.fieldErrors.notFound',
    )
    expect(await entriesFor(project.id)).toHaveLength(1)
  })

  it('duplicates a project with its units as a draft under a free slug, and records it', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id, { slug: uniqueSlug('dup') })
    await database.insert(projectUnits).values({
      projectId: project.id,
      slug: 'villa-a',
      unitType: 'villa',
      status: 'published',
      priceEgp: 9_800_000,
    })
    const first = await duplicateProject(project.id, actor)
    const second = await duplicateProject(project.id, actor)
    const copies = await database
      .select({ slug: projects.slug, status: projects.status })
      .from(projects)
      .where(eq(projects.developerId, developer.id))
    expect(copies.map((c) => c.slug).sort()).toEqual(
      [project.slug, `${project.slug}-copy`, `${project.slug}-copy-2`].sort(),
    )
    const copy = await readProjectForm({ viewer: admin, id: first })
    expect(copy).toMatchObject({ status: 'draft', en: { title: `Project ${project.slug} (copy)` } })
    const units = await database
      .select({
        slug: projectUnits.slug,
        status: projectUnits.status,
        priceEgp: projectUnits.priceEgp,
      })
      .from(projectUnits)
      .where(and(eq(projectUnits.projectId, second)))
    expect(units).toEqual([{ slug: 'villa-a', status: 'draft', priceEgp: 9_800_000 }])
    expect(await entriesFor(first)).toMatchObject([{ action: 'duplicated', entityType: 'project' }])
    await expect(duplicateProject(randomUUID(), actor)).rejects.toThrow(
      'content.projects.fieldErrors.notFound',
    )
  })
})
