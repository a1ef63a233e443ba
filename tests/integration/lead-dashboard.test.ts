import { beforeAll, describe, expect, it } from 'vitest'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { firstResponseMinutes } from '@/lib/lead-inbox/first-response'
import { durationParts } from '@/lib/lead-inbox/format-figures'
import { readLeadDashboard } from '@/lib/lead-inbox/read-lead-dashboard'
import { readSpeedReport } from '@/lib/lead-report/read-speed-report'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead } from '../support/leads'
import { testViewer } from '../support/viewer'

// "Now" is a day of its own in 2033, so leads other tests store never fall in its windows.
const now = fromCairoWallTime('2033-03-31T12:00')!
const at = (text: string) => fromCairoWallTime(text)!
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000)

beforeAll(async () => {
  await migratedDb()
  const developer = await insertDeveloper()
  const palm = await insertProject(developer.id, { slug: `dash-palm-${Date.now()}` })
  // Last 30 days: 4 leads (2 on one Cairo day), in the 30 before: 2.
  const recent = [
    {
      createdAt: at('2033-03-30T23:30'),
      gclid: 'g1',
      contact: 30,
      completed: true,
      qualified: true,
      won: true,
    },
    {
      createdAt: at('2033-03-30T01:00'),
      utmSource: 'facebook',
      contact: 90,
      completed: true,
      qualified: true,
    },
    { createdAt: at('2033-03-10T10:00'), utmSource: 'facebook', contact: 10 },
    { createdAt: at('2033-03-02T10:00'), consultation: true },
  ]
  for (const lead of recent) {
    await insertLead({
      projectId: lead.consultation ? null : palm.id,
      source: lead.consultation ? 'consultation' : 'project',
      createdAt: lead.createdAt,
      gclid: lead.gclid ?? null,
      utmSource: lead.utmSource ?? null,
      contactedAt: lead.contact ? minutes(lead.createdAt, lead.contact) : null,
      // The first conversation came a little before the stage moved: the dashboard reads it.
      firstResponseAt: lead.contact ? minutes(lead.createdAt, lead.contact - 5.6) : null,
      completedAt: lead.completed ? minutes(lead.createdAt, 1) : null,
      qualifiedAt: lead.qualified ? minutes(lead.createdAt, 200) : null,
      wonAt: lead.won ? minutes(lead.createdAt, 2000) : null,
    })
  }
  await insertLead({ projectId: palm.id, createdAt: at('2033-02-20T10:00') })
  await insertLead({ projectId: palm.id, createdAt: at('2033-02-01T10:00') })
})

describe('dashboard lead figures', () => {
  it('counts the last 30 days against the 30 before, per Cairo day', async () => {
    const figures = await readLeadDashboard({ viewer: testViewer('moderator'), now })
    expect(figures.last30).toBe(4)
    expect(figures.previous30).toBe(2)
    expect(figures.perDay).toHaveLength(30)
    expect(figures.perDay.at(-1)).toEqual({ day: '2033-03-31', leads: 0 })
    expect(figures.perDay.at(-2)).toEqual({ day: '2033-03-30', leads: 2 })
    expect(figures.perDay.reduce((sum, d) => sum + d.leads, 0)).toBe(4)
  })

  it('splits by project and source, and follows the funnel to Won', async () => {
    const figures = await readLeadDashboard({ viewer: testViewer('moderator'), now })
    expect(figures.byProject).toEqual([
      { label: expect.stringContaining('dash-palm'), leads: 3 },
      { label: 'Consultation (no project)', leads: 1 },
    ])
    expect(figures.bySource).toEqual(
      expect.arrayContaining([
        { label: 'facebook', leads: 2 },
        { label: 'Google Ads click', leads: 1 },
        { label: 'Direct', leads: 1 },
      ]),
    )
    // Step 2: the two completed project leads and the consultation booking (one step).
    expect(figures.funnel).toEqual({ step1: 4, step2: 3, qualified: 2, won: 1 })
    // Answered after 24.4, 84.4 and 4.4 minutes (the stage moved later: not what is timed).
    expect(figures.medianMinutesToResponse).toBeCloseTo(24.4, 6)
  })

  it('times the first response as the lead report and the lead page do, to the minute shown', async () => {
    const figures = await readLeadDashboard({ viewer: testViewer('moderator'), now })
    const report = await readSpeedReport({
      viewer: testViewer('moderator'),
      range: { from: '2033-03-01', to: '2033-03-31' },
      now,
    })
    expect(durationParts(report.totals.medianMinutes)).toEqual(
      durationParts(figures.medianMinutesToResponse),
    )
    const lead = {
      createdAt: at('2033-03-10T10:00'),
      firstResponseAt: minutes(at('2033-03-10T10:00'), 4.4),
    }
    expect(durationParts(firstResponseMinutes(lead))).toEqual({ shape: 'm', d: 0, h: 0, min: 4 })
  })
})
