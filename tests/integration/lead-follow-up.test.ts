import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { leadEvents, leads } from '@/lib/db/schema'
import { PAGE_SIZE } from '@/lib/validation/paging'
import { DEFAULT_FILTERS, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { nextActionSchema } from '@/lib/lead-inbox/lead-inbox-schemas'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import { setNextAction } from '@/lib/lead-inbox/set-next-action'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { staffViewer } from '../support/viewer'

// Every view is scoped to this file's own project (other files' rows never count).
let projectId: string
let me: Awaited<ReturnType<typeof insertStaff>>

const NOW = new Date('2031-05-04T12:00:00+03:00') // a Sunday noon in Cairo (summer time)
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)
const view = (changes: Partial<LeadFilters> = {}): LeadFilters => ({
  ...DEFAULT_FILTERS,
  project: projectId,
  ...changes,
})
const names = async (changes: Partial<LeadFilters> = {}) =>
  (await listLeads({ viewer: staffViewer(me.id), filters: view(changes), now: NOW })).rows.map(
    (row) => row.fullName,
  )

beforeAll(async () => {
  await migratedDb()
  projectId = (await insertProject((await insertDeveloper()).id)).id
  me = await insertStaff('moderator', 'Follow-up Rep')
  const lead = (fullName: string, values: Partial<typeof leads.$inferInsert>) =>
    insertLead({ projectId, fullName, assigneeId: me.id, ...values })
  await lead('Late Early', { createdAt: minutes(-60), responseDueAt: minutes(-50) })
  await lead('Late Recent', { createdAt: minutes(-20), responseDueAt: minutes(-10) })
  await lead('Waiting In Time', { createdAt: minutes(-2), responseDueAt: minutes(3) })
  await lead('Answered Late', {
    createdAt: minutes(-30),
    responseDueAt: minutes(-25),
    firstResponseAt: minutes(-5),
    status: 'contacted',
    nextActionAt: minutes(120),
    nextActionNote: 'Call back at two',
  })
  await lead('Missed Call Back', {
    createdAt: minutes(-3000),
    status: 'qualified',
    nextActionAt: minutes(-90),
  })
  await lead('Tomorrow Viewing', {
    createdAt: minutes(-4000),
    status: 'viewing',
    nextActionAt: minutes(24 * 60),
  })
  // Unanswered for over a week: a cold lead in its place, no longer "late".
  await lead('Cold New', { createdAt: minutes(-12_000), responseDueAt: minutes(-11_995) })
  await lead('Won Long Ago', {
    createdAt: minutes(-5000),
    status: 'won',
    nextActionAt: minutes(-60),
  })
})

describe('the inbox puts late first responses first', () => {
  it('newest first, except New leads past their target on top, the longest late first', async () => {
    expect(await names()).toEqual([
      'Late Early',
      'Late Recent',
      'Waiting In Time',
      'Answered Late',
      'Missed Call Back',
      'Tomorrow Viewing',
      'Won Long Ago',
      'Cold New',
    ])
  })

  it('other sorts keep their own order', async () => {
    expect((await names({ sort: 'received', dir: 'asc' })).slice(0, 2)).toEqual([
      'Cold New',
      'Won Long Ago',
    ])
  })

  it('pages the late leads and then the rest without losing or repeating one', async () => {
    const bulkProject = (await insertProject((await insertDeveloper()).id)).id
    await Promise.all(
      Array.from({ length: PAGE_SIZE + 3 }, (_, n) =>
        insertLead({
          projectId: bulkProject,
          fullName: `Bulk ${n}`,
          createdAt: minutes(-100 - n),
          responseDueAt: n % 2 ? minutes(-1 - n) : minutes(60),
        }),
      ),
    )
    const page = (n: number) =>
      listLeads({
        viewer: staffViewer(me.id),
        filters: view({ project: bulkProject, page: n }),
        now: NOW,
      })
    const [first, second] = await Promise.all([page(1), page(2)])
    const seen = [...first.rows, ...second.rows].map((row) => row.fullName)
    expect(new Set(seen).size).toBe(PAGE_SIZE + 3)
    // The 11 late ones (odd n) first, longest late first: Bulk 21, 19, … 1; then newest first.
    expect(seen.slice(0, 11)).toEqual(Array.from({ length: 11 }, (_, k) => `Bulk ${21 - 2 * k}`))
    expect(seen.slice(11)).toEqual(Array.from({ length: 12 }, (_, k) => `Bulk ${2 * k}`))
  })
})

describe('follow-up views', () => {
  it('Due today: open leads whose next action falls on this Cairo day, by its time', async () => {
    expect(await names({ due: 'today' })).toEqual(['Missed Call Back', 'Answered Late'])
  })

  it('Overdue: next actions past their time and New leads past the target, longest late first', async () => {
    expect(await names({ due: 'overdue' })).toEqual([
      'Missed Call Back',
      'Late Early',
      'Late Recent',
    ])
  })
})

describe('next action', () => {
  it('is set, changed and cleared on the timeline; a note needs a time', async () => {
    const lead = await insertLead({ projectId, fullName: 'Planned', status: 'contacted' })
    const actor = { userId: me.id, email: me.email, name: me.name, role: 'moderator' as const }
    const parse = (values: Record<string, string>) =>
      nextActionSchema.safeParse({ leadId: lead.id, ...values })
    expect(parse({ nextActionAt: '', nextActionNote: 'Call' }).error?.issues[0]?.message).toBe(
      'leads.fieldErrors.nextActionWhen',
    )
    expect(parse({ nextActionAt: '2031-02-30T10:00' }).error?.issues[0]?.message).toBe(
      'leads.fieldErrors.nextActionDate',
    )
    await setNextAction(
      parse({ nextActionAt: '2031-05-06T11:00', nextActionNote: 'Villa' }).data!,
      actor,
    )
    await setNextAction(
      parse({ nextActionAt: '2031-05-06T11:00', nextActionNote: 'Villa' }).data!,
      actor,
    )
    const [row] = await db().select().from(leads).where(eq(leads.id, lead.id))
    expect(row).toMatchObject({
      nextActionAt: new Date('2031-05-06T11:00:00+03:00'),
      nextActionNote: 'Villa',
    })
    await setNextAction(parse({ nextActionAt: '', nextActionNote: '' }).data!, actor)
    const events = await db()
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id))
    expect(events.map((event) => event.data)).toEqual([
      { at: '2031-05-06T08:00:00.000Z', note: 'Villa' },
      { at: null, note: null },
    ])
  })

  it('is refused on a closed lead', async () => {
    const lead = await insertLead({ projectId, fullName: 'Closed', status: 'lost' })
    const actor = { userId: me.id, email: me.email, name: me.name, role: 'moderator' as const }
    await expect(
      setNextAction({ leadId: lead.id, nextActionAt: minutes(60), nextActionNote: null }, actor),
    ).rejects.toThrow('leads.refusals.closedNoNextAction')
  })
})
