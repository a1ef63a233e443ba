import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { RecordHistory } from '@/components/admin/activity/record-history'
import {
  DEFAULT_ACTIVITY_FILTERS,
  parseActivityFilters,
  type ActivityFilters,
} from '@/lib/activity/activity-filters'
import type { ActivityActor, ActivityEntry } from '@/lib/activity/activity-types'
import { readRecordHistory } from '@/lib/activity/read-record-history'
import { listActivity } from '@/lib/activity/list-activity'
import { listActivityActors } from '@/lib/activity/list-activity-actors'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { developers, leads } from '@/lib/db/schema'
import { PAGE_SIZE } from '@/lib/validation/paging'
import type { Viewer } from '@/lib/auth/get-viewer'
import { insertDeveloper, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

// The reads are handed the viewer their page has (as guardPage gives it).
let admin: Viewer
let moderator: Viewer
let reader: Viewer
/** The reads that follow are this viewer's. */
const actAs = (viewer: Viewer) => {
  reader = viewer
}

beforeAll(async () => {
  await migratedDb()
  admin = testViewer('admin', await insertStaff('admin', 'Laila Admin'))
  moderator = testViewer('moderator', await insertStaff('moderator', 'Omar Moderator'))
})

/** A staff member of this test alone (the database may hold other files' entries). */
async function freshActor(name = 'Activity Author'): Promise<ActivityActor> {
  const staff = await insertStaff('moderator', `${name} ${randomUUID().slice(0, 4)}`)
  return { userId: staff.id, name: staff.name }
}

const write = (actor: ActivityActor, entry: Partial<ActivityEntry>, at?: Date) =>
  recordActivity(
    db(),
    actor,
    {
      entityType: 'developer',
      entityId: randomUUID(),
      entityLabel: 'Nile Homes',
      action: 'updated',
      ...entry,
    },
    at,
  )

const view = (filters: Partial<ActivityFilters>) =>
  listActivity({ viewer: reader, filters: { ...DEFAULT_ACTIVITY_FILTERS, ...filters } })

describe('filters', () => {
  it('by user and by entity type', async () => {
    const [first, second] = [await freshActor(), await freshActor()]
    // A second apart: two writes in the same millisecond have no order (the log sorts by time,
    // then by random id), which failed CI one run in many.
    const at = (seconds: number) => new Date(Date.now() - 3000 + seconds * 1000)
    await write(first, { entityType: 'developer', entityLabel: 'Nile Homes' }, at(0))
    await write(first, { entityType: 'project', entityLabel: 'Palm Hills' }, at(1))
    await write(second, { entityType: 'project', entityLabel: 'Crest' }, at(2))
    actAs(admin)
    const mine = await view({ actor: first.userId })
    expect(mine.total).toBe(2)
    expect(mine.rows.map((row) => [row.actorName, row.target.label])).toEqual([
      [first.name, 'Palm Hills'],
      [first.name, 'Nile Homes'],
    ])
    const projects = await view({ actor: first.userId, type: 'project' })
    expect(projects.rows.map((row) => row.target.label)).toEqual(['Palm Hills'])
    expect((await view({ type: 'project', actor: second.userId })).total).toBe(1)
    const actors = await listActivityActors({ viewer: reader })
    expect(actors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.userId, name: first.name }),
        expect.objectContaining({ id: second.userId, name: second.name }),
      ]),
    )
  })

  it('by whole days in Cairo time, winter (UTC+2) and summer (UTC+3), both ends inclusive', async () => {
    const actor = await freshActor()
    const at = (iso: string, label: string) => write(actor, { entityLabel: label }, new Date(iso))
    await at('2026-01-14T21:59:00Z', 'winter, 23:59 on the 14th')
    await at('2026-01-14T22:00:00Z', 'winter, midnight starting the 15th')
    await at('2026-01-15T21:59:00Z', 'winter, 23:59 on the 15th')
    await at('2026-01-15T22:00:00Z', 'winter, midnight starting the 16th')
    await at('2026-07-14T20:59:00Z', 'summer, 23:59 on the 14th')
    await at('2026-07-14T21:00:00Z', 'summer, midnight starting the 15th')
    actAs(admin)
    const labels = async (from: string | null, to: string | null) =>
      (await view({ actor: actor.userId, from, to })).rows.map((row) => row.target.label).sort()
    expect(await labels('2026-01-15', '2026-01-15')).toEqual([
      'winter, 23:59 on the 15th',
      'winter, midnight starting the 15th',
    ])
    expect(await labels('2026-07-15', null)).toEqual(['summer, midnight starting the 15th'])
    expect(await labels(null, '2026-01-14')).toEqual(['winter, 23:59 on the 14th'])
    // The address may name the days the wrong way round, or not a day at all.
    expect(parseActivityFilters({ from: '2026-01-16', to: '2026-01-15' })).toMatchObject({
      from: '2026-01-15',
      to: '2026-01-16',
    })
    expect(parseActivityFilters({ from: '15/01/2026', type: 'secrets', user: "' or 1=1" })).toEqual(
      DEFAULT_ACTIVITY_FILTERS,
    )
  })

  it('pages of 20, newest first, with the total; a page past the end shows the last', async () => {
    const actor = await freshActor()
    const start = Date.UTC(2026, 2, 1, 8)
    for (let n = 1; n <= PAGE_SIZE + 5; n += 1)
      await write(actor, { entityLabel: `Entry ${n}` }, new Date(start + n * 60_000))
    actAs(moderator)
    const first = await view({ actor: actor.userId })
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2, more: false })
    expect(first.rows).toHaveLength(PAGE_SIZE)
    expect(first.rows[0]!.target.label).toBe('Entry 25')
    const second = await view({ actor: actor.userId, page: 2 })
    expect(second.rows.map((row) => row.target.label)).toEqual([
      'Entry 5',
      'Entry 4',
      'Entry 3',
      'Entry 2',
      'Entry 1',
    ])
    expect(await view({ actor: actor.userId, page: 99 })).toMatchObject({ page: 2 })
  })
})

describe('who sees what', () => {
  it('moderators do not see Settings and Staff entries, nor their authors in the user filter', async () => {
    const actor = await freshActor('Settings Author')
    // A minute apart: written in the same millisecond, "newest first" would be a coin toss.
    const at = Date.UTC(2026, 2, 2, 8)
    await write(
      actor,
      { entityType: 'settings', entityId: 'site', entityLabel: null },
      new Date(at),
    )
    await write(
      actor,
      { entityType: 'staff', entityId: admin.userId, entityLabel: admin.name },
      new Date(at + 60_000),
    )
    actAs(admin)
    expect((await view({ actor: actor.userId })).rows.map((row) => row.entityType)).toEqual([
      'staff',
      'settings',
    ])
    expect((await view({ actor: actor.userId })).rows.map((row) => row.target.href)).toEqual([
      '/admin/staff',
      '/admin/settings#settings-company',
    ])
    expect((await listActivityActors({ viewer: reader })).map((a) => a.id)).toContain(actor.userId)

    actAs(moderator)
    expect(await view({ actor: actor.userId })).toMatchObject({ total: 0, rows: [] })
    expect(await view({ actor: actor.userId, type: 'settings' })).toMatchObject({ total: 0 })
    expect((await listActivityActors({ viewer: reader })).map((a) => a.id)).not.toContain(
      actor.userId,
    )
    await expect(
      readRecordHistory({ viewer: moderator, entityType: 'settings', entityId: 'site' }),
    ).rejects.toMatchObject({
      denial: 'admin-only',
    })
  })

  it('a lead is named at display from the leads table, "Erased lead" once erased', async () => {
    const actor = await freshActor()
    const lead = await insertLead({ fullName: 'Salma Adel' })
    await write(actor, { entityType: 'lead', entityId: lead.id, entityLabel: null, action: 'note' })
    actAs(moderator)
    const [row] = (await view({ actor: actor.userId })).rows
    expect(row!.target).toEqual({ label: 'Salma Adel', href: `/admin/leads/${lead.id}` })
    await db()
      .update(leads)
      .set({ fullName: '[erased]', erasedAt: new Date() })
      .where(eq(leads.id, lead.id))
    const [erased] = (await view({ actor: actor.userId })).rows
    expect(erased!.target).toEqual({
      label: null,
      href: `/admin/leads/${lead.id}`,
      standIn: 'erasedLead',
    })
  })

  it('links a record while it exists, and names it as it was called once deleted', async () => {
    const actor = await freshActor()
    const developer = await insertDeveloper()
    await write(actor, { entityId: developer.id, entityLabel: 'Nile Homes', action: 'created' })
    actAs(admin)
    expect((await view({ actor: actor.userId })).rows[0]!.target).toEqual({
      label: 'Nile Homes',
      href: `/admin/developers/${developer.id}`,
    })
    await db()
      .update(developers)
      .set({ deletedAt: new Date() })
      .where(eq(developers.id, developer.id))
    expect((await view({ actor: actor.userId })).rows[0]!.target).toEqual({
      label: 'Nile Homes',
      href: null,
    })
  })

  it('a record’s history: its own entries, newest first, and the filtered log’s address', async () => {
    const actor = await freshActor()
    const id = randomUUID()
    await write(
      actor,
      { entityType: 'project', entityId: id, action: 'created' },
      new Date(Date.UTC(2026, 4, 1)),
    )
    await write(
      actor,
      {
        entityType: 'project',
        entityId: id,
        changes: [{ field: 'en.title', before: 'Palm', after: 'Palm Hills' }],
      },
      new Date(Date.UTC(2026, 4, 2)),
    )
    await write(actor, { entityType: 'project', action: 'created' })
    actAs(moderator)
    const history = await readRecordHistory({ viewer: reader, entityType: 'project', entityId: id })
    expect(history).toMatchObject({
      total: 2,
      more: false,
      logHref: `/admin/activity?type=project&entity=${id}`,
    })
    expect(history.entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['updated', [{ field: 'en.title', before: 'Palm', after: 'Palm Hills' }]],
      ['created', []],
    ])
    expect((await view({ type: 'project', entity: id })).total).toBe(2)

    // The History tab (a server component) as the browser gets it.
    const html = renderToStaticMarkup(
      await RecordHistory({ viewer: reader, entityType: 'project', entityId: id }),
    )
    const text = html.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&')
    expect(text).toContain(`${actor.name} · Updated`)
    expect(text).toContain('English › Title: Palm → Palm Hills')
    expect(text).toContain(`${actor.name} · Created`)
    expect(text).toContain('2 changes. See in the Activity Log')
    expect(html).toContain(`href="/admin/activity?type=project&amp;entity=${id}"`)
    expect(
      renderToStaticMarkup(
        await RecordHistory({ viewer: reader, entityType: 'unit', entityId: randomUUID() }),
      ),
    ).toContain('No changes recorded yet.')
  })

  it('a viewer who may not read the log reads nothing', async () => {
    actAs(testViewer('user'))
    await expect(view({})).rejects.toMatchObject({ denial: 'forbidden' })
    await expect(listActivityActors({ viewer: reader })).rejects.toMatchObject({
      denial: 'forbidden',
    })
    // A generated first password comes first (the same rule as the pages' guard).
    actAs(testViewer('admin', undefined, { mustChangePassword: true }))
    await expect(view({})).rejects.toMatchObject({ denial: 'password-change' })
  })
})
