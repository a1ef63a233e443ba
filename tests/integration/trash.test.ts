import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { actorOf } from '@/lib/activity/actor-of'
import { softDelete } from '@/lib/admin/soft-delete'
import { developers, projects, projectUnits, unitTranslations } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { listTrash } from '@/lib/trash/list-trash'
import { purgeTrashItem } from '@/lib/trash/purge-trash-item'
import { restoreTrashItem } from '@/lib/trash/restore-trash-item'
import { restoreFromTrash } from '@/lib/trash/trash-actions'
import { formDataOf } from '@/components/forms/form-data-of'
import { insertDeveloper, insertProject, migratedDb, uniqueSlug } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { actAs, signedInStaff } from '../support/staff-session'
import { testViewer } from '../support/viewer'
import { inEnglish, refusalOf } from '../support/english'

vi.mock('next/headers', () => import('../support/request-scope'))
vi.mock('@/lib/content/expire-public-content', () => ({ expirePublicContent: () => {} }))

let database: Db
let admin: Awaited<ReturnType<typeof insertStaff>>

beforeAll(async () => {
  database = await migratedDb()
  admin = await insertStaff('admin', 'Trash Admin')
})

const actor = () => actorOf(testViewer('admin', admin))

async function insertUnit(projectId: string, slug = uniqueSlug('unit')) {
  const [unit] = await database
    .insert(projectUnits)
    .values({ projectId, slug, unitType: 'Apartment', status: 'published' })
    .returning()
  await database
    .insert(unitTranslations)
    .values({ unitId: unit!.id, locale: 'en', title: `Unit ${slug}` })
  return unit!
}

/** Every trash row (all pages). */
async function trash() {
  const viewer = testViewer('admin', admin)
  const first = await listTrash({ viewer, page: 1 })
  const rows = [...first.rows]
  for (let page = 2; page <= first.pageCount; page += 1)
    rows.push(...(await listTrash({ viewer, page })).rows)
  return rows
}

const isLive = async (
  table: typeof developers | typeof projects | typeof projectUnits,
  id: string,
) =>
  (await database.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, id)))[0]
    ?.deletedAt === null

describe('the trash', () => {
  it('lists deleted developers, projects and units with who deleted them, newest first', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    const unit = await insertUnit(project.id)
    await softDelete('unit', unit.id, actor())
    await softDelete('project', project.id, actor())
    // Deleted back to back they may share a millisecond, and then their order is the ids'.
    await database
      .update(projectUnits)
      .set({ deletedAt: new Date(Date.now() - 1000) })
      .where(eq(projectUnits.id, unit.id))
    const rows = await trash()
    const mine = rows.filter((row) => [unit.id, project.id].includes(row.id))
    expect(
      mine.map(({ kind, name, parent, deletedBy }) => ({ kind, name, parent, deletedBy })),
    ).toEqual([
      {
        kind: 'project',
        name: `Project ${project.slug}`,
        parent: `Developer ${developer.slug}`,
        deletedBy: 'Trash Admin',
      },
      {
        kind: 'unit',
        name: `Unit ${unit.slug}`,
        parent: `Project ${project.slug}`,
        deletedBy: 'Trash Admin',
      },
    ])
    const times = rows.map((row) => row.deletedAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('restores an item as it was, and it leaves the trash', async () => {
    const developer = await insertDeveloper()
    await softDelete('developer', developer.id, actor())
    await restoreTrashItem('developer', developer.id, actor())
    expect(await isLive(developers, developer.id)).toBe(true)
    const [row] = await database.select().from(developers).where(eq(developers.id, developer.id))
    expect(row!.deletedBy).toBeNull()
    expect((await trash()).some((item) => item.id === developer.id)).toBe(false)
    await expect(restoreTrashItem('developer', developer.id, actor())).rejects.toMatchObject({
      code: 'not-found',
    })
    await expect(restoreTrashItem('developer', 'nope', actor())).rejects.toMatchObject({
      code: 'not-found',
    })
  })

  it('refuses a restore whose slug was reused since, with what to do', async () => {
    const slug = uniqueSlug('dev')
    const old = await insertDeveloper({ slug })
    await softDelete('developer', old.id, actor())
    await insertDeveloper({ slug })
    await expect(restoreTrashItem('developer', old.id, actor())).rejects.toMatchObject({
      code: 'refused',
    })
    expect(await refusalOf(restoreTrashItem('developer', old.id, actor()))).toBe(
      `The slug “${slug}” now belongs to another developer. Change one of the two slugs, then restore.`,
    )
    expect(await isLive(developers, old.id)).toBe(false)
  })

  it('refuses to restore a project whose developer, or a unit whose project, is still deleted', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    const unit = await insertUnit(project.id)
    await softDelete('unit', unit.id, actor())
    await softDelete('project', project.id, actor())
    await softDelete('developer', developer.id, actor())
    await expect(restoreTrashItem('project', project.id, actor())).rejects.toMatchObject({
      code: 'refused',
    })
    expect(await refusalOf(restoreTrashItem('project', project.id, actor()))).toBe(
      `Its developer (${developer.slug}) is in the trash: restore it first.`,
    )
    expect(await refusalOf(restoreTrashItem('unit', unit.id, actor()))).toBe(
      `Its project (${project.slug}) is in the trash: restore it first.`,
    )
    await restoreTrashItem('developer', developer.id, actor())
    await restoreTrashItem('project', project.id, actor())
    await restoreTrashItem('unit', unit.id, actor())
    expect(await isLive(projectUnits, unit.id)).toBe(true)
  })

  it('deletes for good only what is in the trash; a project takes its units', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    const units = [await insertUnit(project.id), await insertUnit(project.id)]
    await softDelete('unit', units[0]!.id, actor())
    await expect(purgeTrashItem('project', project.id, actor())).rejects.toMatchObject({
      code: 'not-found',
    })
    await softDelete('project', project.id, actor())
    await purgeTrashItem('project', project.id, actor())
    expect(await database.select().from(projects).where(eq(projects.id, project.id))).toEqual([])
    expect(
      await database.select().from(projectUnits).where(eq(projectUnits.projectId, project.id)),
    ).toEqual([])
  })

  it('keeps a developer with projects, and a project that leads are about', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await insertLead({ projectId: project.id })
    await softDelete('project', project.id, actor())
    await softDelete('developer', developer.id, actor())
    await expect(purgeTrashItem('developer', developer.id, actor())).rejects.toMatchObject({
      code: 'refused',
    })
    expect(await refusalOf(purgeTrashItem('developer', developer.id, actor()))).toBe(
      'It still has 1 project (in the lists or the trash). Delete it for good first.',
    )
    await expect(purgeTrashItem('project', project.id, actor())).rejects.toMatchObject({
      code: 'refused',
    })
    expect(await refusalOf(purgeTrashItem('project', project.id, actor()))).toBe(
      '1 lead is about this project, so it stays in the trash to keep their history.',
    )
    expect(await isLive(projects, project.id)).toBe(false)
    await expect(purgeTrashItem('unit', randomUUID(), actor())).rejects.toMatchObject({
      code: 'not-found',
    })
  })
})

describe('a moderator’s trash', () => {
  it('lists and restores only what they deleted themselves in the last 30 days', async () => {
    const moderator = await signedInStaff('moderator', 'Trash Moderator')
    const developer = await insertDeveloper()
    const [mine, old, theirs] = [
      await insertProject(developer.id),
      await insertProject(developer.id),
      await insertProject(developer.id),
    ]
    await softDelete('project', mine.id, actorOf(testViewer('moderator', moderator)))
    await softDelete('project', old.id, actorOf(testViewer('moderator', moderator)))
    await database
      .update(projects)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(projects.id, old.id))
    await softDelete('project', theirs.id, actor())

    const seen = (
      await listTrash({ viewer: testViewer('moderator', moderator), page: 1 })
    ).rows.map((row) => row.id)
    expect(seen).toEqual([mine.id])
    // The admin sees all three.
    const all = (await trash()).map((row) => row.id)
    expect(all).toEqual(expect.arrayContaining([mine.id, old.id, theirs.id]))

    actAs(moderator)
    for (const id of [theirs.id, old.id]) {
      expect(
        inEnglish(await restoreFromTrash(null, formDataOf({ kind: 'project', id }))),
        id,
      ).toEqual({
        ok: false,
        code: 'refused',
        message:
          'You can restore only what you deleted yourself in the last 30 days. Ask an admin.',
      })
    }
    expect(await isLive(projects, theirs.id)).toBe(false)
    expect(await isLive(projects, old.id)).toBe(false)
    expect(await restoreFromTrash(null, formDataOf({ kind: 'project', id: mine.id }))).toEqual({
      ok: true,
      data: null,
    })
    expect(await isLive(projects, mine.id)).toBe(true)
  })
})
