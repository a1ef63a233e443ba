import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { COUNT_CAP } from '@/lib/lead-inbox/capped-count'
import { countNewUnassigned } from '@/lib/lead-inbox/count-new-unassigned'
import { countLeadsByStatus } from '@/lib/lead-inbox/count-leads-by-status'
import { DEFAULT_FILTERS, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { staffViewer, testViewer } from '../support/viewer'

// Every view is scoped to this file's own project, so rows other files leave in a shared
// PostgreSQL database never count.
let projectId: string
let otherProjectId: string
let me: { id: string }
let colleague: { id: string }

const view = (changes: Partial<LeadFilters> = {}): LeadFilters => ({
  ...DEFAULT_FILTERS,
  project: projectId,
  ...changes,
})
const names = async (changes: Partial<LeadFilters> = {}, viewerId = me.id) =>
  (await listLeads({ viewer: staffViewer(viewerId), filters: view(changes) })).rows.map(
    (row) => row.fullName,
  )

beforeAll(async () => {
  await migratedDb()
  const developer = await insertDeveloper()
  projectId = (await insertProject(developer.id)).id
  otherProjectId = (await insertProject(developer.id)).id
  me = await insertStaff('moderator', 'Me')
  colleague = await insertStaff('admin', 'Colleague')
  const at = (text: string) => fromCairoWallTime(text)!
  await insertLead({
    projectId,
    fullName: 'Mona Adel',
    email: 'mona.adel@example.com',
    mobileLocal: '01012345678',
    mobileInternational: '+201012345678',
    createdAt: at('2026-03-01T10:00'),
    assigneeId: me.id,
    status: 'contacted',
    gclid: 'gclid-mona',
    utmSource: 'google',
  })
  await insertLead({
    projectId,
    locale: 'ar',
    fullName: 'أحمد السيد',
    email: 'ahmed@example.com',
    mobileLocal: '01598765432',
    mobileInternational: '+201598765432',
    createdAt: at('2026-03-02T23:30'),
    assigneeId: colleague.id,
    status: 'qualified',
    utmSource: 'facebook',
    utmCampaign: 'Ramadan-Offers-2026',
  })
  await insertLead({
    projectId,
    source: 'consultation',
    formId: 'home_consultation',
    fullName: 'Salma Fathy',
    email: 'salma@example.com',
    mobileLocal: null,
    mobileInternational: null,
    phone: '+20 111 222 3333',
    createdAt: at('2026-03-03T00:30'),
    wbraid: 'wbraid-salma',
  })
  await insertLead({ projectId: otherProjectId, fullName: 'Other Project Lead' })
})

describe('leads inbox filters', () => {
  it('lists a project’s leads newest first, with the total', async () => {
    const page = await listLeads({ viewer: staffViewer(me.id), filters: view() })
    expect(page.total).toBe(3)
    expect(page.rows.map((r) => r.fullName)).toEqual(['Salma Fathy', 'أحمد السيد', 'Mona Adel'])
  })

  it('filters by status, form, language, click id and utm_source', async () => {
    expect(await names({ status: 'qualified' })).toEqual(['أحمد السيد'])
    expect(await names({ form: 'consultation' })).toEqual(['Salma Fathy'])
    expect(await names({ form: 'project' })).toEqual(['أحمد السيد', 'Mona Adel'])
    expect(await names({ lang: 'ar' })).toEqual(['أحمد السيد'])
    expect(await names({ clickId: true })).toEqual(['Salma Fathy', 'Mona Adel'])
    expect(await names({ utmSource: 'facebook' })).toEqual(['أحمد السيد'])
  })

  it('filters by assignee: mine, unassigned, or a named colleague', async () => {
    expect(await names({ assignee: 'mine' })).toEqual(['Mona Adel'])
    expect(await names({ assignee: 'mine' }, colleague.id)).toEqual(['أحمد السيد'])
    expect(await names({ assignee: 'unassigned' })).toEqual(['Salma Fathy'])
    expect(await names({ assignee: colleague.id })).toEqual(['أحمد السيد'])
  })

  it('reads date ranges as Cairo days, both ends included', async () => {
    // 23:30 and 00:30 Cairo time are 21:30 and 22:30 UTC on 2 March: different Cairo days.
    expect(await names({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['أحمد السيد'])
    expect(await names({ from: '2026-03-03' })).toEqual(['Salma Fathy'])
    expect(await names({ to: '2026-03-01' })).toEqual(['Mona Adel'])
  })

  it('sorts by name and stage on request, and pages', async () => {
    // Latin letters sort before Arabic ones.
    expect(await names({ sort: 'name', dir: 'asc' })).toEqual([
      'Mona Adel',
      'Salma Fathy',
      'أحمد السيد',
    ])
    expect(await names({ sort: 'status', dir: 'asc' })).toEqual([
      'Salma Fathy',
      'Mona Adel',
      'أحمد السيد',
    ])
    const beyond = await listLeads({ viewer: staffViewer(me.id), filters: view({ page: 9 }) })
    expect(beyond).toMatchObject({ page: 1, pageCount: 1, total: 3 })
  })

  it('counts each status tab under the other filters', async () => {
    const totals = async (changes: Partial<LeadFilters>) =>
      Object.fromEntries(
        Object.entries(
          await countLeadsByStatus({ viewer: staffViewer(me.id), filters: view(changes) }),
        ).map(([k, v]) => [k, v.total]),
      )
    expect(await totals({ status: 'won' })).toEqual({
      all: 3,
      new: 1,
      contacted: 1,
      qualified: 1,
      viewing: 0,
      won: 0,
      lost: 0,
    })
    expect(await totals({ lang: 'ar' })).toMatchObject({ all: 1, qualified: 1, new: 0 })
  })
})

describe('counting past 10,000', () => {
  it('counts up to the cap and then says there are more, for the list and the tabs', async () => {
    const project = (await insertProject((await insertDeveloper()).id)).id
    const row = (n: number) => ({
      source: 'consultation' as const,
      formId: 'home_consultation',
      locale: 'en' as const,
      projectId: project,
      fullName: `Many ${n}`,
      email: `many-${n}@example.com`,
    })
    // Two statements: one would pass PostgreSQL's limit of 65,535 parameters.
    const half = Math.ceil((COUNT_CAP + 1) / 2)
    await db()
      .insert(leads)
      .values(Array.from({ length: half }, (_, n) => row(n)))
    await db()
      .insert(leads)
      .values(Array.from({ length: COUNT_CAP + 1 - half }, (_, n) => row(half + n)))
    const page = await listLeads({
      viewer: staffViewer(me.id),
      filters: { ...DEFAULT_FILTERS, project, page: 3 },
    })
    expect(page).toMatchObject({ total: COUNT_CAP, more: true, page: 3, pageCount: 500 })
    expect(page.rows).toHaveLength(20)
    const counts = await countLeadsByStatus({
      viewer: staffViewer(me.id),
      filters: { ...DEFAULT_FILTERS, project },
    })
    expect(counts.all).toEqual({ total: COUNT_CAP, more: true })
    expect(counts.new).toEqual({ total: COUNT_CAP, more: true })
    expect(counts.won).toEqual({ total: 0, more: false })
    // A search that large: the first 10,001 matches are counted, every tab an "at least".
    const searched = await countLeadsByStatus({
      viewer: staffViewer(me.id),
      filters: { ...DEFAULT_FILTERS, project, q: 'many' },
    })
    expect(searched.all).toEqual({ total: COUNT_CAP, more: true })
    expect(searched.new).toEqual({ total: COUNT_CAP, more: true })
    expect(searched.won).toEqual({ total: 0, more: true })
    const exact = await listLeads({
      viewer: staffViewer(me.id),
      filters: { ...DEFAULT_FILTERS, project: projectId },
    })
    expect(exact).toMatchObject({ total: 3, more: false, pageCount: 1 })
  })
})

describe('leads inbox search', () => {
  it.each([
    ['01012345678'],
    ['+20 101 234 5678'],
    ['+201012345678'],
    ['00201012345678'],
    ['٠١٠١٢٣٤٥٦٧٨'],
    ['010-1234-5678'],
    ['5678'],
  ])('finds a mobile typed as %j', async (q) => {
    expect(await names({ q })).toContain('Mona Adel')
  })

  it('finds a consultation phone typed with spaces, and not others by its digits', async () => {
    expect(await names({ q: '01112223333' })).toEqual(['Salma Fathy'])
    expect(await names({ q: '٠١١١ ٢٢٢ ٣٣٣٣' })).toEqual(['Salma Fathy'])
    expect(await names({ q: '0109999999' })).toEqual([])
  })

  it('finds names and e-mails whatever the case or Arabic letter form', async () => {
    expect(await names({ q: 'MONA' })).toEqual(['Mona Adel'])
    expect(await names({ q: 'adel@' })).toEqual(['Mona Adel'])
    expect(await names({ q: 'احمد' })).toEqual(['أحمد السيد'])
    expect(await names({ q: 'أحمد' })).toEqual(['أحمد السيد'])
    expect(await names({ q: 'السيّد' })).toEqual(['أحمد السيد'])
  })

  it('finds a Google Ads click id or a campaign pasted whole, the campaign in any case', async () => {
    expect(await names({ q: 'gclid-mona' })).toEqual(['Mona Adel'])
    expect(await names({ q: ' ramadan-offers-2026 ' })).toEqual(['أحمد السيد'])
    expect(await names({ q: 'RAMADAN-OFFERS-2026' })).toEqual(['أحمد السيد'])
    // Whole values only: a click id is one opaque string, a part of one names no one.
    expect(await names({ q: 'gclid-mo' })).toEqual([])
    expect(await names({ q: 'GCLID-MONA' })).toEqual([])
  })

  it('takes % and _ literally', async () => {
    expect(await names({ q: '%' })).toEqual([])
    expect(await names({ q: 'mona_adel' })).toEqual([])
  })
})

describe('the sidebar’s New-lead count', () => {
  it('counts New leads nobody has taken, and no others', async () => {
    const count = () => countNewUnassigned({ viewer: staffViewer(me.id) })
    const before = (await count())!
    const fresh = await insertLead({ projectId })
    await insertLead({ projectId, assigneeId: me.id }) // New, but taken
    await insertLead({ projectId, status: 'contacted' }) // unassigned, but no longer New
    expect(await count()).toBe(before + 1)
    await db().update(leads).set({ assigneeId: colleague.id }).where(eq(leads.id, fresh.id))
    expect(await count()).toBe(before)
    // Someone who may not see leads gets no count (the sidebar shows none).
    expect(await countNewUnassigned({ viewer: testViewer('user') })).toBeNull()
  })
})
