import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { softDelete } from '@/lib/admin/soft-delete'
import {
  activityLog,
  developers,
  media,
  projectGalleryItems,
  projects,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { checkMediaRefs } from '@/lib/media/check-media-refs'
import { describeUsages, findMediaUsages } from '@/lib/media/find-media-usages'
import { usageLabel, type Translate } from '@/lib/media/media-usage-label'
import { loadPublicMedia } from '@/lib/media/load-public-media'
import { masterKey } from '@/lib/media/media-keys'
import { kindsOf, listMedia } from '@/lib/media/list-media'
import { saveMediaAlt } from '@/lib/media/save-media-alt'
import { softDeleteMedia } from '@/lib/media/soft-delete-media'
import { mediaStorage } from '@/lib/media/storage/media-storage-for-env'
import { uploadMedia } from '@/lib/media/upload-media'
import { listTrash } from '@/lib/trash/list-trash'
import { purgeTrashItem } from '@/lib/trash/purge-trash-item'
import { restoreTrashItem } from '@/lib/trash/restore-trash-item'
import { insertDeveloper, insertProject, migratedDb, uniqueSlug } from '../support/db'
import { insertStaff } from '../support/leads'
import { image, onePagePdf } from '../support/media-files'
import { testViewer } from '../support/viewer'
import { english, refusalOf } from '../support/english'

let database: Db
let actor: { userId: string; name: string }

beforeAll(async () => {
  database = await migratedDb()
  const staff = await insertStaff('admin', 'Library Editor')
  actor = { userId: staff.id, name: staff.name }
})

async function newImage(name = `photo-${randomUUID()}.png`, alts = { altEn: '', altAr: '' }) {
  const { item } = await uploadMedia({ bytes: await image(500, 300), name }, actor)
  if (alts.altEn || alts.altAr) await saveMediaAlt({ id: item.id, ...alts }, actor)
  return item
}

const withAlt = { altEn: 'Pool at sunset', altAr: 'المسبح عند الغروب' }

const activity = (id: string) =>
  database
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'media'), eq(activityLog.entityId, id)))
    .orderBy(activityLog.createdAt)

async function insertUnit(projectId: string, values: Partial<typeof projectUnits.$inferInsert>) {
  const slug = uniqueSlug('unit')
  const [unit] = await database
    .insert(projectUnits)
    .values({ projectId, slug, unitType: 'Villa', ...values })
    .returning()
  await database
    .insert(unitTranslations)
    .values({ unitId: unit!.id, locale: 'en', title: `Villa ${slug}` })
  return unit!
}

describe('where an item is used', () => {
  it('lists every use with a link, marking records in the trash', async () => {
    const item = await newImage(undefined, withAlt)
    const developer = await insertDeveloper({ logoMediaId: item.id })
    const project = await insertProject(developer.id, { heroMediaId: item.id })
    await database.insert(projectGalleryItems).values({ projectId: project.id, mediaId: item.id })
    const unit = await insertUnit(project.id, { floorplanMediaId: item.id })
    const trashed = await insertProject(developer.id, { thumbnailMediaId: item.id })
    await softDelete('project', trashed.id, actor)

    const usages = await findMediaUsages(database, item.id)
    const view = usages.map((usage) => ({
      label: usageLabel(usage, english as Translate),
      href: usage.href,
      inTrash: usage.inTrash,
    }))
    expect(view).toEqual(
      expect.arrayContaining([
        {
          label: `Developer Developer ${developer.slug} — logo`,
          href: `/admin/developers/${developer.id}`,
          inTrash: false,
        },
        {
          label: `Project Project ${project.slug} — hero`,
          href: `/admin/projects/${project.id}`,
          inTrash: false,
        },
        {
          label: `Project Project ${project.slug} — gallery`,
          href: `/admin/projects/${project.id}`,
          inTrash: false,
        },
        {
          label: `Unit Villa ${unit.slug} — floor plan`,
          href: `/admin/units/${unit.id}`,
          inTrash: false,
        },
        {
          label: `Project Project ${trashed.slug} — thumbnail`,
          href: '/admin/trash',
          inTrash: true,
        },
      ]),
    )
    expect(view).toHaveLength(5)
    const listed = await listMedia({
      viewer: testViewer('moderator'),
      search: item.name,
      kinds: kindsOf(undefined),
      page: 1,
    })
    expect(listed.rows).toEqual([expect.objectContaining({ id: item.id, usageCount: 5 })])
    // The same list as an Arabic-speaking admin reads it in a refusal.
    const plans = usages.filter((usage) => usage.role === 'floorPlan' || usage.inTrash)
    expect(describeUsages(plans, 'ar')).toBe(
      `مشروع Project ${trashed.slug} — الصورة المصغّرة (في سلة المحذوفات)؛ وحدة Villa ${unit.slug} — مخطط الوحدة`,
    )
  })

  it('refuses to delete an item in use, saying where; deletes it once unused, recorded', async () => {
    const item = await newImage(undefined, withAlt)
    const developer = await insertDeveloper({ heroMediaId: item.id })
    await expect(softDeleteMedia(item.id, actor)).rejects.toMatchObject({ code: 'refused' })
    expect(await refusalOf(softDeleteMedia(item.id, actor))).toBe(
      `This image is used by Developer Developer ${developer.slug} — hero. Choose another image there first, then delete it.`,
    )
    await softDelete('developer', developer.id, actor)
    expect(await refusalOf(softDeleteMedia(item.id, actor))).toMatch(
      `used by Developer Developer ${developer.slug} — hero (in the trash).`,
    )
    await database
      .update(developers)
      .set({ heroMediaId: null })
      .where(eq(developers.id, developer.id))
    await softDeleteMedia(item.id, actor)
    const [row] = await database.select().from(media).where(eq(media.id, item.id))
    expect(row!.deletedAt).not.toBeNull()
    expect(row!.deletedBy).toBe(actor.userId)
    // Records a millisecond apart can share a timestamp: compared without their order.
    expect((await activity(item.id)).map((record) => record.action).sort()).toEqual([
      'deleted',
      'updated',
      'uploaded',
    ])
    await expect(softDeleteMedia(item.id, actor)).rejects.toMatchObject({ code: 'not-found' })
  })
})

describe('alt text', () => {
  it('saves both languages, recording before → after', async () => {
    const item = await newImage()
    const saved = await saveMediaAlt({ id: item.id, altEn: 'Garden', altAr: 'حديقة' }, actor)
    expect(saved).toMatchObject({ altEn: 'Garden', altAr: 'حديقة' })
    await saveMediaAlt({ id: item.id, altEn: 'Garden path', altAr: 'حديقة' }, actor)
    const records = await activity(item.id)
    expect(records).toContainEqual(
      expect.objectContaining({
        action: 'updated',
        actorName: 'Library Editor',
        changes: [{ field: 'altEn', before: 'Garden', after: 'Garden path' }],
      }),
    )
    await saveMediaAlt({ id: item.id, altEn: 'Garden path', altAr: 'حديقة' }, actor)
    expect(await activity(item.id)).toHaveLength(records.length) // nothing changed, nothing recorded
  })

  it('refuses to clear alt text while the item is used', async () => {
    const item = await newImage(undefined, withAlt)
    const developer = await insertDeveloper()
    await insertProject(developer.id, { masterplanMediaId: item.id })
    const cleared = saveMediaAlt({ id: item.id, altEn: 'Pool at sunset', altAr: '' }, actor)
    await expect(cleared).rejects.toMatchObject({
      code: 'field',
      field: 'altAr',
      key: 'media.refusals.altRequiredInUse',
    })
    const [row] = await database.select().from(media).where(eq(media.id, item.id))
    expect(row!.altAr).toBe('المسبح عند الغروب')
  })
})

describe('content saves (checkMediaRefs) and public reads (loadPublicMedia)', () => {
  it('accepts live items with both alt texts, of a kind the field takes', async () => {
    const photo = await newImage(undefined, withAlt)
    const { item: plan } = await uploadMedia({ bytes: onePagePdf(), name: 'plan.pdf' }, actor)
    await saveMediaAlt({ id: plan.id, altEn: 'Floor plan', altAr: 'مخطط' }, actor)
    await database.transaction((tx) =>
      checkMediaRefs(tx, [
        { field: 'heroMediaId', id: photo.id, accept: 'image' },
        { field: 'floorplanMediaId', id: plan.id, accept: 'image-or-pdf' },
        { field: 'logoMediaId', id: null, accept: 'image' },
      ]),
    )
    const check = (id: string, accept: 'image' | 'image-or-pdf' = 'image') =>
      database.transaction((tx) => checkMediaRefs(tx, [{ field: 'heroMediaId', id, accept }]))
    await expect(check(plan.id)).rejects.toMatchObject({
      field: 'heroMediaId',
      key: 'media.refusals.pdfNotImage',
    })
    await expect(check(randomUUID())).rejects.toThrow('media.refusals.gone')
    await expect(check('not-an-id')).rejects.toThrow('media.refusals.gone')
    const bare = await newImage()
    await expect(check(bare.id)).rejects.toThrow('media.refusals.altMissingBoth')
    await saveMediaAlt({ id: bare.id, altEn: 'Lobby', altAr: '' }, actor)
    expect(await refusalOf(check(bare.id))).toMatch(/^Alt text missing \(Arabic\)/)
    await softDeleteMedia(bare.id, actor)
    expect(await refusalOf(check(bare.id))).toMatch('no longer in the media library')
  })

  it('gives public pages live, ready items with alt text in their language', async () => {
    const photo = await newImage(undefined, withAlt)
    const gone = await newImage(undefined, withAlt)
    await softDeleteMedia(gone.id, actor)
    const ar = await loadPublicMedia([photo.id, gone.id, null, 'nope', randomUUID()], 'ar')
    expect([...ar.values()]).toEqual([
      { id: photo.id, kind: 'image', width: 500, height: 300, alt: 'المسبح عند الغروب' },
    ])
    expect((await loadPublicMedia([photo.id], 'en')).get(photo.id)?.alt).toBe('Pool at sunset')
  })
})

describe('media in the trash', () => {
  it('is listed with who deleted it, restored and deleted for good, each recorded', async () => {
    const item = await newImage()
    await softDeleteMedia(item.id, actor)
    const first = await listTrash({ viewer: testViewer('admin'), page: 1 })
    expect(first.rows).toContainEqual(
      expect.objectContaining({
        kind: 'media',
        id: item.id,
        name: item.name,
        deletedBy: 'Library Editor',
      }),
    )
    await restoreTrashItem('media', item.id, actor)
    const [restored] = await database.select().from(media).where(eq(media.id, item.id))
    expect(restored).toMatchObject({ deletedAt: null, deletedBy: null })
    expect(await mediaStorage().get(masterKey(item.id))).not.toBeNull()

    await softDeleteMedia(item.id, actor)
    await purgeTrashItem('media', item.id, actor)
    expect(await database.select().from(media).where(eq(media.id, item.id))).toEqual([])
    expect(await mediaStorage().get(masterKey(item.id))).toBeNull()
    const records = await activity(item.id)
    expect(records.every((r) => r.entityLabel === item.name && r.actorId === actor.userId)).toBe(
      true,
    )
    expect(records.map((record) => record.action).sort()).toEqual([
      'deleted',
      'deleted',
      'purged',
      'restored',
      'uploaded',
    ])
    await expect(purgeTrashItem('media', item.id, actor)).rejects.toMatchObject({
      code: 'not-found',
    })
  })

  it('keeps an item a record in the trash still points at', async () => {
    const item = await newImage(undefined, withAlt)
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id, { logoMediaId: item.id })
    await softDelete('project', project.id, actor)
    // Deleted directly (as before the rule): the purge still refuses rather than break the record.
    await database.update(media).set({ deletedAt: new Date() }).where(eq(media.id, item.id))
    expect(await refusalOf(purgeTrashItem('media', item.id, actor))).toBe(
      `It is still used by Project Project ${project.slug} — logo (in the trash). Choose another item there first.`,
    )
    expect(await mediaStorage().get(masterKey(item.id))).not.toBeNull()
  })

  it('records restores and permanent deletes of developers, projects and units too', async () => {
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await softDelete('project', project.id, actor)
    await restoreTrashItem('project', project.id, actor)
    await softDelete('project', project.id, actor)
    await purgeTrashItem('project', project.id, actor)
    const records = await database
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'project'), eq(activityLog.entityId, project.id)))
      .orderBy(activityLog.createdAt)
    expect(records.map((record) => [record.action, record.entityLabel]).sort()).toEqual([
      ['deleted', `Project ${project.slug}`],
      ['deleted', `Project ${project.slug}`],
      ['purged', `Project ${project.slug}`],
      ['restored', `Project ${project.slug}`],
    ])
    expect(await database.select().from(projects).where(eq(projects.id, project.id))).toEqual([])
  })
})
