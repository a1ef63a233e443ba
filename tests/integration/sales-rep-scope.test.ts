import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addLeadNote } from '@/lib/lead-inbox/add-lead-note'
import { assignLead } from '@/lib/lead-inbox/assign-lead'
import { changeLeadStatus } from '@/lib/lead-inbox/change-lead-status'
import { countLeadsByStatus } from '@/lib/lead-inbox/count-leads-by-status'
import { countMyNewLeads } from '@/lib/lead-inbox/count-my-new-leads'
import { countNewUnassigned } from '@/lib/lead-inbox/count-new-unassigned'
import { readLeadDashboard } from '@/lib/lead-inbox/read-lead-dashboard'
import { readLeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { DEFAULT_FILTERS, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import { listSamePerson } from '@/lib/lead-inbox/list-same-person'
import { recordContact } from '@/lib/lead-inbox/record-contact'
import { setNextAction } from '@/lib/lead-inbox/set-next-action'
import { readSpeedReport } from '@/lib/lead-report/read-speed-report'
import { DEFAULT_LEAD_ROUTING } from '@/lib/settings/lead-routing-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

// A sales rep (issue 36 §1): their own leads and, while reps may take them, the ones nobody
// has; a colleague's lead is not found anywhere, for reading or for working.

let projectId: string
let rep: ReturnType<typeof testViewer>
let manager: ReturnType<typeof testViewer>
const ids = { own: '', colleague: '', nobody: '' }
const mobile = '01055500011'

const view = (changes: Partial<LeadFilters> = {}): LeadFilters => ({
  ...DEFAULT_FILTERS,
  project: projectId,
  ...changes,
})
const listed = async (viewer = rep) =>
  (await listLeads({ viewer, filters: view() })).rows.map((row) => row.id).sort()
const claim = (repsClaim: boolean) =>
  saveLeadRouting({ ...DEFAULT_LEAD_ROUTING, repsClaim }, manager)

beforeAll(async () => {
  await migratedDb()
  const developer = await insertDeveloper()
  projectId = (await insertProject(developer.id)).id
  const repRow = await insertStaff('sales', 'Rania Rep')
  const colleagueRow = await insertStaff('sales', 'Karim Colleague')
  const adminRow = await insertStaff('admin', 'Mai Manager')
  rep = testViewer('sales', repRow)
  manager = testViewer('admin', adminRow)
  // One person (same mobile) with a lead of each kind: the rep's, a colleague's, nobody's.
  const lead = (assigneeId: string | null) =>
    insertLead({ projectId, assigneeId, mobileLocal: mobile, mobileInternational: `+2${mobile}` })
  ids.own = (await lead(repRow.id)).id
  ids.colleague = (await lead(colleagueRow.id)).id
  ids.nobody = (await lead(null)).id
  await claim(true)
})

afterAll(() => claim(true))

describe('what a sales rep reads', () => {
  it('lists, counts and opens their own leads and those nobody has, never a colleague’s', async () => {
    await claim(true)
    expect(await listed()).toEqual([ids.own, ids.nobody].sort())
    expect(await listed(manager)).toEqual([ids.own, ids.colleague, ids.nobody].sort())
    const counts = await countLeadsByStatus({ viewer: rep, filters: view() })
    expect(counts.all.total).toBe(2)
    expect(counts.new.total).toBe(2)
    expect(await readLeadDetail({ viewer: rep, id: ids.own })).not.toBeNull()
    expect(await readLeadDetail({ viewer: rep, id: ids.nobody })).not.toBeNull()
    expect(await readLeadDetail({ viewer: rep, id: ids.colleague })).toBeNull()
    expect(await readLeadDetail({ viewer: manager, id: ids.colleague })).not.toBeNull()
    // The same person's other leads: the colleague's is left out for the rep.
    const same = await listSamePerson({ viewer: rep, lead: { id: ids.own, mobileLocal: mobile } })
    expect(same.others.map((other) => other.id)).toEqual([ids.nobody])
  })

  it('without taking allowed, only their own: the pool is gone from lists, counts and pages', async () => {
    await claim(false)
    expect(await listed()).toEqual([ids.own])
    expect(await readLeadDetail({ viewer: rep, id: ids.nobody })).toBeNull()
    expect(await countNewUnassigned({ viewer: rep })).toBeNull()
    expect(await countMyNewLeads(rep)).toBeGreaterThanOrEqual(1)
    await expect(
      assignLead({ leadId: ids.nobody, assigneeId: rep.userId }, rep),
    ).rejects.toMatchObject({ code: 'not-found' })
    await claim(true)
  })

  it('the team’s figures are the managers’: the dashboard and report refuse a rep', async () => {
    await expect(readLeadDashboard({ viewer: rep })).rejects.toMatchObject({ code: 'forbidden' })
    await expect(
      readSpeedReport({
        viewer: rep,
        range: { from: '2026-01-01', to: '2026-01-31' },
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'forbidden' })
  })
})

describe('what a sales rep changes', () => {
  it('works their own lead', async () => {
    await addLeadNote({ leadId: ids.own, note: 'Called back tomorrow' }, rep)
    await recordContact({ leadId: ids.own, channel: 'call' }, rep)
    const detail = await readLeadDetail({ viewer: rep, id: ids.own })
    expect(detail?.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['note', 'attempt']),
    )
  })

  it('cannot touch a colleague’s lead: every change answers not found', async () => {
    const tries = [
      () => changeLeadStatus({ leadId: ids.colleague, status: 'contacted' } as never, rep),
      () => addLeadNote({ leadId: ids.colleague, note: 'mine now' }, rep),
      () => recordContact({ leadId: ids.colleague, channel: 'whatsapp' }, rep),
      () =>
        setNextAction(
          { leadId: ids.colleague, nextActionAt: new Date(), nextActionNote: null },
          rep,
        ),
      () => assignLead({ leadId: ids.colleague, assigneeId: rep.userId }, rep),
    ]
    for (const attempt of tries)
      await expect(attempt()).rejects.toMatchObject({ code: 'not-found' })
    const detail = await readLeadDetail({ viewer: manager, id: ids.colleague })
    expect(detail?.lead.assigneeId).not.toBe(rep.userId)
    expect(detail?.events).toEqual([])
  })

  it('takes a lead nobody has for themselves, and gives no lead to anyone', async () => {
    await expect(
      assignLead({ leadId: ids.nobody, assigneeId: manager.userId }, rep),
    ).rejects.toMatchObject({ code: 'refused' })
    await assignLead({ leadId: ids.nobody, assigneeId: rep.userId }, rep)
    expect((await readLeadDetail({ viewer: rep, id: ids.nobody }))?.lead.assigneeId).toBe(
      rep.userId,
    )
    // Theirs now: handing it back or on is a manager's move.
    await expect(assignLead({ leadId: ids.nobody, assigneeId: '' }, rep)).rejects.toMatchObject({
      code: 'refused',
    })
  })
})
