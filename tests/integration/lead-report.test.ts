import { beforeAll, describe, expect, it } from 'vitest'
import { leads } from '@/lib/db/schema'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { readSpeedReport } from '@/lib/lead-report/read-speed-report'
import type { ReportRange } from '@/lib/lead-report/report-range'
import { insertDeveloper, insertProject, migratedDb, uniqueSlug } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

// The report's ranges are days of their own in 2032: leads other test files store never count.
const JUNE: ReportRange = { from: '2032-06-01', to: '2032-06-30' }
const AUGUST: ReportRange = { from: '2032-08-01', to: '2032-08-31' }

/** The report is read as the manager's page reads it. */
const manager = testViewer('admin')
const at = (text: string) => fromCairoWallTime(text)!
const after = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000)

let amal: Awaited<ReturnType<typeof insertStaff>>
let bassem: Awaited<ReturnType<typeof insertStaff>>
let palm: { id: string; slug: string }
let nile: { id: string; slug: string }

type LeadValues = Partial<typeof leads.$inferInsert>

/** A lead arriving at a Cairo wall time, answered and due `response` / `due` minutes later. */
async function lead(
  arrived: string,
  values: LeadValues & { response?: number; due?: number; stages?: number },
) {
  const { response, due, stages = 0, ...rest } = values
  const createdAt = at(arrived)
  // Stage times as the pipeline leaves them: one hour apart, each earlier stage stamped.
  const stamp = (rank: number) => (stages >= rank ? after(createdAt, 60 * rank) : null)
  return insertLead({
    createdAt,
    firstResponseAt: response === undefined ? null : after(createdAt, response),
    responseDueAt: due === undefined ? null : after(createdAt, due),
    contactedAt: stamp(1),
    qualifiedAt: stamp(2),
    viewingBookedAt: stamp(3),
    wonAt: stamp(4),
    ...rest,
  })
}

beforeAll(async () => {
  await migratedDb()
  amal = await insertStaff('moderator', 'Report Rep Amal')
  bassem = await insertStaff('admin', 'Report Rep Bassem')
  const developer = await insertDeveloper()
  palm = await insertProject(developer.id, { slug: uniqueSlug('report-palm') })
  nile = await insertProject(developer.id, { slug: uniqueSlug('report-nile') })
  const google = { utmSource: 'google', utmCampaign: 'spring' }
  const facebook = { utmSource: 'facebook', utmCampaign: 'summer' }
  // 1-4: Amal's.
  await lead('2032-06-01T09:10', {
    assigneeId: amal.id,
    projectId: palm.id,
    ...google,
    response: 10,
    due: 30,
    status: 'won',
    stages: 4,
    wonValueEgp: 1_000_000,
  })
  await lead('2032-06-02T09:40', {
    assigneeId: amal.id,
    projectId: palm.id,
    ...google,
    response: 20,
    due: 30,
    status: 'viewing',
    stages: 3,
  })
  await lead('2032-06-03T14:00', {
    assigneeId: amal.id,
    projectId: nile.id,
    ...facebook,
    response: 40,
    due: 30,
    status: 'contacted',
    stages: 1,
  })
  await lead('2032-06-04T14:30', { assigneeId: amal.id, projectId: nile.id, due: 30 })
  // 5-6: Bassem's. Won without stage times (written by hand): the status says how far it got.
  await lead('2032-06-05T09:05', {
    assigneeId: bassem.id,
    projectId: palm.id,
    ...facebook,
    response: 60,
    status: 'won',
    wonValueEgp: 500_000,
  })
  // Lost after Qualified: the stages reached stay; its 'deal value' never counts.
  await lead('2032-06-06T23:50', {
    assigneeId: bassem.id,
    projectId: nile.id,
    utmSource: 'google',
    response: 100,
    due: 30,
    status: 'lost',
    stages: 2,
    lostAt: at('2032-06-07T12:00'),
    wonValueEgp: 9_999,
  })
  // 7-8: nobody's, the first and last minutes of the range.
  await lead('2032-06-07T00:10', { source: 'consultation', formId: 'consultation' })
  await lead('2032-06-30T23:59', { projectId: nile.id, due: 30 })
  // Just outside the range, on both sides.
  for (const arrived of ['2032-05-31T23:59', '2032-07-01T00:00'])
    await lead(arrived, {
      assigneeId: amal.id,
      projectId: palm.id,
      ...google,
      response: 1,
      due: 30,
    })
  // August: twelve campaigns, one lead each, a win in the last.
  for (let n = 1; n <= 12; n += 1)
    await lead(`2032-08-${String(n).padStart(2, '0')}T10:00`, {
      utmCampaign: `campaign-${String(n).padStart(2, '0')}`,
      ...(n === 12 ? { status: 'won' as const, stages: 4, wonValueEgp: 250_000 } : {}),
    })
})

/** Long after every lead of this file was due. */
const LATER = new Date('2033-01-01T00:00:00Z')

describe('the speed & money report', () => {
  it('times the first responses of the range: median, p90, within target, still waiting', async () => {
    const { totals } = await readSpeedReport({ viewer: manager, range: JUNE, now: LATER })
    // Answered after 10, 20, 40, 60, 100 min: median 40; p90 between 60 and 100 (0.6 of it).
    expect(totals).toMatchObject({
      leads: 8,
      answered: 5,
      medianMinutes: 40,
      p90Minutes: 84,
      // Six had a due time (two answered in time, two late, two unanswered).
      withTarget: 6,
      withinTarget: 2,
      waitingNew: 3,
    })
  })

  it('judges the target only once a lead is answered or past due', async () => {
    // On 30 June at 23:59 the lead that just arrived is still inside its 30 minutes.
    const { totals } = await readSpeedReport({
      viewer: manager,
      range: JUNE,
      now: at('2032-07-01T00:05'),
    })
    expect(totals).toMatchObject({ withTarget: 5, withinTarget: 2 })
  })

  it('follows the funnel: a stage reached by its time or by a later status', async () => {
    const { totals } = await readSpeedReport({ viewer: manager, range: JUNE, now: LATER })
    expect(totals).toMatchObject({
      contacted: 5,
      qualified: 4,
      viewing: 3,
      won: 2,
      wonValue: 1_500_000,
    })
  })

  it('splits speed and funnel per rep, the busiest first, the unassigned leads last', async () => {
    const { reps } = await readSpeedReport({ viewer: manager, range: JUNE, now: LATER })
    expect(reps).toEqual([
      {
        assigneeId: amal.id,
        name: 'Report Rep Amal',
        leads: 4,
        answered: 3,
        medianMinutes: 20,
        p90Minutes: 36,
        withTarget: 4,
        withinTarget: 2,
        contacted: 3,
        qualified: 2,
        viewing: 2,
        won: 1,
        wonValue: 1_000_000,
      },
      {
        assigneeId: bassem.id,
        name: 'Report Rep Bassem',
        leads: 2,
        answered: 2,
        medianMinutes: 80,
        p90Minutes: 96,
        withTarget: 1,
        withinTarget: 0,
        contacted: 2,
        qualified: 2,
        viewing: 1,
        won: 1,
        wonValue: 500_000,
      },
      {
        assigneeId: null,
        name: null,
        leads: 2,
        answered: 0,
        medianMinutes: null,
        p90Minutes: null,
        withTarget: 1,
        withinTarget: 0,
        contacted: 0,
        qualified: 0,
        viewing: 0,
        won: 0,
        wonValue: 0,
      },
    ])
  })

  it('gives every Cairo hour of arrival its leads and response times', async () => {
    const { hours } = await readSpeedReport({ viewer: manager, range: JUNE, now: LATER })
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour))
    const busy = hours.filter((h) => h.leads > 0)
    expect(busy).toEqual([
      expect.objectContaining({ hour: 0, leads: 1, answered: 0, medianMinutes: null }),
      // 09:05, 09:10, 09:40: answered after 60, 10, 20 min.
      expect.objectContaining({
        hour: 9,
        leads: 3,
        answered: 3,
        medianMinutes: 20,
        p90Minutes: 52,
        withTarget: 2,
        withinTarget: 2,
      }),
      expect.objectContaining({ hour: 14, leads: 2, answered: 1, medianMinutes: 40 }),
      expect.objectContaining({
        hour: 23,
        leads: 2,
        medianMinutes: 100,
        p90Minutes: 100,
        withTarget: 2,
        withinTarget: 0,
      }),
    ])
    expect(hours[12]).toEqual({
      hour: 12,
      leads: 0,
      answered: 0,
      medianMinutes: null,
      p90Minutes: null,
      withTarget: 0,
      withinTarget: 0,
    })
  })

  it('sums the won deals per project, utm_source and utm_campaign, the best earners first', async () => {
    const report = await readSpeedReport({ viewer: manager, range: JUNE, now: LATER })
    const pick = (rows: typeof report.byProject) =>
      rows.map(({ key, label, leads, contacted, qualified, viewing, won, wonValue }) => ({
        key,
        label,
        funnel: [leads, contacted, qualified, viewing, won],
        wonValue,
      }))
    expect(pick(report.byProject)).toEqual([
      {
        key: palm.id,
        label: expect.stringContaining(palm.slug),
        funnel: [3, 3, 3, 3, 2],
        wonValue: 1_500_000,
      },
      {
        key: nile.id,
        label: expect.stringContaining(nile.slug),
        funnel: [4, 2, 1, 0, 0],
        wonValue: 0,
      },
      { key: null, label: null, funnel: [1, 0, 0, 0, 0], wonValue: 0 },
    ])
    expect(pick(report.bySource)).toEqual([
      { key: 'google', label: 'google', funnel: [3, 3, 3, 2, 1], wonValue: 1_000_000 },
      { key: 'facebook', label: 'facebook', funnel: [2, 2, 1, 1, 1], wonValue: 500_000 },
      { key: null, label: null, funnel: [3, 0, 0, 0, 0], wonValue: 0 },
    ])
    expect(pick(report.byCampaign)).toEqual([
      { key: 'spring', label: 'spring', funnel: [2, 2, 2, 2, 1], wonValue: 1_000_000 },
      { key: 'summer', label: 'summer', funnel: [2, 2, 1, 1, 1], wonValue: 500_000 },
      { key: null, label: null, funnel: [4, 1, 1, 0, 0], wonValue: 0 },
    ])
  })

  it('keeps the top ten groups, the earner first, then by name', async () => {
    const { byCampaign, totals } = await readSpeedReport({
      viewer: manager,
      range: AUGUST,
      now: LATER,
    })
    expect(totals.leads).toBe(12)
    expect(byCampaign.map((row) => row.label)).toEqual([
      'campaign-12',
      ...Array.from({ length: 9 }, (_, n) => `campaign-0${n + 1}`),
    ])
  })

  it('a range with no leads reads as zeros and dashes', async () => {
    const report = await readSpeedReport({
      viewer: manager,
      range: { from: '2032-03-01', to: '2032-03-02' },
      now: LATER,
    })
    expect(report.totals).toMatchObject({ leads: 0, answered: 0, medianMinutes: null, wonValue: 0 })
    expect(report.reps).toEqual([])
    expect(report.byProject).toEqual([])
    expect(report.hours.every((h) => h.leads === 0)).toBe(true)
  })
})
