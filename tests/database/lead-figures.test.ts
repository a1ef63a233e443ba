import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAppError } from '@/lib/actions/app-error'
import { leadMerges, leads, projects, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { leadStatuses } from '@/lib/enums/lead-statuses'
import { assignLead } from '@/lib/lead-inbox/assign-lead'
import { changeLeadStatus } from '@/lib/lead-inbox/change-lead-status'
import { eraseLead } from '@/lib/lead-inbox/erase-lead'
import { mergeLeads } from '@/lib/lead-inbox/merge-leads'
import { recordContact } from '@/lib/lead-inbox/record-contact'
import { unmergeLead } from '@/lib/lead-inbox/unmerge-lead'
import { countLeadsPerDay } from '@/lib/lead-figures/count-leads-per-day'
import { momentSpan } from '@/lib/lead-figures/figure-span'
import { readDayFigures } from '@/lib/lead-figures/read-day-figures'
import { readResponseMinutes } from '@/lib/lead-figures/read-response-minutes'
import { rebuildLeadFigures } from '@/lib/lead-figures/rebuild-lead-figures'
import { storeLead } from '@/lib/leads/store-lead'
import { DEFAULT_LEAD_ROUTING } from '@/lib/settings/lead-routing-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { insertDeveloper, insertProject, migratedDb, sqlRows, uniqueSlug } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'

// Runs on PGlite and again on PostgreSQL (the database phase), where half the changes below
// run side by side on separate connections, as staff make them.

let database: Db
let admin: { userId: string; name: string; email: string; role: 'admin' }
let reps: string[]
let projectIds: string[]

/** A fixed sequence of "random" choices, so a failure can be replayed. */
function randomness(seed: number) {
  let state = seed
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff
    return state / 0x80000000
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, pick }
}

const FIGURES = sql.raw(
  [
    'day::text',
    'dim',
    'key',
    ...['leads', 'answered', 'with_due', 'within_target', 'waiting_new', 'contacted']
      .concat(['qualified', 'viewing', 'won', 'answered_on_lead', 'qualified_at', 'won_at'])
      .map((column) => `${column}::int`),
    'won_value::float8',
  ].join(', '),
)

/** The figures as kept, and as counted again from the leads now. */
async function keptAndRecounted() {
  const order = sql`order by 1, 2, 3`
  const kept = await sqlRows(sql`select ${FIGURES} from lead_day_figures ${order}`)
  const recounted = await sqlRows(sql`select ${FIGURES} from (
    select p.day, p.dim, p.key, sum(p.leads) as leads, sum(p.answered) as answered,
      sum(p.with_due) as with_due, sum(p.within_target) as within_target,
      sum(p.waiting_new) as waiting_new, sum(p.contacted) as contacted,
      sum(p.qualified) as qualified, sum(p.viewing) as viewing, sum(p.won) as won,
      sum(p.won_value) as won_value, sum(p.answered_on_lead) as answered_on_lead,
      sum(p.qualified_at) as qualified_at, sum(p.won_at) as won_at
    from leads l cross join lateral masar_lead_figure_parts(l) p
    group by p.day, p.dim, p.key) r ${order}`)
  const minutes = sql`day::text, dim, key, bucket, leads::int, micros::float8`
  const keptMinutes = await sqlRows(
    sql`select ${minutes} from lead_day_response_minutes order by 1, 2, 3, 4`,
  )
  const recountedMinutes = await sqlRows(sql`select ${minutes} from (
    select p.day, p.dim, p.key, p.bucket, sum(p.leads) as leads, sum(p.micros) as micros
    from leads l cross join lateral masar_lead_response_parts(l) p
    group by p.day, p.dim, p.key, p.bucket) r order by 1, 2, 3, 4`)
  return { kept, recounted, keptMinutes, recountedMinutes }
}

beforeAll(async () => {
  database = await migratedDb()
  const staff = await insertStaff('admin', 'Figures Manager')
  admin = { userId: staff.id, name: staff.name, email: staff.email, role: 'admin' }
  reps = [
    (await insertStaff('moderator', 'Figures Rep One')).id,
    (await insertStaff('moderator', 'Figures Rep Two')).id,
    (await insertStaff('sales', 'Figures Rep Three')).id,
  ]
  const developer = await insertDeveloper()
  projectIds = [
    (await insertProject(developer.id, { slug: uniqueSlug('figures-a') })).id,
    (await insertProject(developer.id, { slug: uniqueSlug('figures-b') })).id,
    (await insertProject(developer.id, { slug: uniqueSlug('figures-c') })).id,
  ]
  // Forms' leads go through automatic assignment's one statement.
  await saveLeadRouting({ ...DEFAULT_LEAD_ROUTING, autoAssign: true }, admin)
})

// Other files on the shared PostgreSQL database expect leads to wait unassigned.
afterAll(() => saveLeadRouting(DEFAULT_LEAD_ROUTING, admin))

let applied = 0

/** A change staff may be refused (a lead already at that stage, erased, merged away). */
async function attempt(change: () => Promise<unknown>) {
  try {
    await change()
    applied += 1
  } catch (error) {
    if (!isAppError(error, 'refused', 'not-found')) throw error
  }
}

describe('the daily lead figures', () => {
  it('equal a full recount after a random sequence of lead changes', async () => {
    const { next, pick } = randomness(40)
    const T0 = new Date('2034-02-10T06:00:00Z')
    const someTime = () => new Date(T0.getTime() + Math.floor(next() * 5 * 24 * 60) * 60_000)
    const ids: string[] = []
    const newLead = async () => {
      const createdAt = someTime()
      const lead = await insertLead({
        createdAt,
        projectId: next() < 0.8 ? pick(projectIds) : null,
        source: next() < 0.2 ? 'consultation' : 'project',
        assigneeId: next() < 0.5 ? pick(reps) : null,
        utmSource: pick(['google', 'facebook', null]),
        utmCampaign: pick(['spring', 'summer', '1234567', null]),
        gclid: next() < 0.3 ? 'gclid-x' : null,
        responseDueAt: next() < 0.7 ? new Date(createdAt.getTime() + 30 * 60_000) : null,
        completedAt: next() < 0.5 ? createdAt : null,
      })
      ids.push(lead.id)
    }
    const formLead = async () => {
      ids.push(
        await storeLead({
          source: 'project',
          formId: 'full_form_step1',
          locale: 'ar',
          projectId: pick(projectIds),
          fullName: 'Figures Form Lead',
          email: 'figures-form@example.com',
          mobileLocal: `011${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
          utmSource: 'google',
          utmCampaign: 'spring',
        }),
      )
    }
    for (let n = 0; n < 12; n += 1) await newLead()
    await formLead()

    const changes: (() => Promise<unknown>)[] = [
      newLead,
      formLead,
      async () => {
        const status = pick(leadStatuses)
        await changeLeadStatus(
          {
            leadId: pick(ids),
            status,
            viewingDate: status === 'viewing' ? someTime() : null,
            lostReason: status === 'lost' ? 'budget' : null,
            lostNote: null,
            wonValue: status === 'won' ? Math.floor(next() * 5_000_000) : null,
          },
          admin,
          someTime(),
        )
      },
      () => assignLead({ leadId: pick(ids), assigneeId: next() < 0.2 ? '' : pick(reps) }, admin),
      () =>
        recordContact(
          { leadId: pick(ids), channel: 'call', outcome: 'reached', attemptId: null },
          admin,
          someTime(),
        ),
      () => mergeLeads({ leadId: pick(ids), duplicateId: pick(ids) }, admin, someTime()),
      async () => {
        const open = await database
          .select({ id: leadMerges.id })
          .from(leadMerges)
          .where(sql`${leadMerges.unmergedAt} is null and ${leadMerges.leadId} in ${ids}`)
        if (open.length) await unmergeLead({ mergeId: pick(open).id }, admin)
      },
      () => eraseLead(pick(ids), admin),
      // A project to the trash and back, and one removed for good (its leads keep no project).
      async () => {
        const id = pick(projectIds)
        await database.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, id))
        await database.update(projects).set({ deletedAt: null }).where(eq(projects.id, id))
      },
      // A lead moved to another day (a correction), and one deleted outright.
      () =>
        database
          .update(leads)
          .set({ createdAt: someTime() })
          .where(eq(leads.id, pick(ids))),
      () => database.delete(leads).where(eq(leads.id, pick(ids))),
    ]
    for (let round = 0; round < 30; round += 1) {
      // Two changes side by side (separate connections on PostgreSQL), then one alone.
      await Promise.all([attempt(pick(changes)), attempt(pick(changes))])
      await attempt(pick(changes))
    }
    // A project and a rep removed for good: their leads' ids are set to null.
    await database.delete(projects).where(eq(projects.id, projectIds.pop()!))
    await database.delete(users).where(eq(users.id, reps.pop()!))
    for (let round = 0; round < 10; round += 1) await attempt(pick(changes))

    // Most of the 100 changes went through (the rest were refused, as staff would be).
    expect(applied).toBeGreaterThan(60)
    const figures = await keptAndRecounted()
    expect(figures.kept.length).toBeGreaterThan(0)
    expect(figures.keptMinutes.length).toBeGreaterThan(0)
    expect(figures.kept).toEqual(figures.recounted)
    expect(figures.keptMinutes).toEqual(figures.recountedMinutes)

    // The command that rebuilds them writes the same rows.
    await rebuildLeadFigures()
    const rebuilt = await keptAndRecounted()
    expect(rebuilt.kept).toEqual(figures.recounted)
    expect(rebuilt.keptMinutes).toEqual(figures.recountedMinutes)
  })

  it('read a window of moments exactly: whole days, partial days added or taken away', async () => {
    const { next } = randomness(7)
    const T0 = new Date('2034-02-09T00:00:00Z').getTime()
    const moment = () => new Date(T0 + Math.floor(next() * 7 * 24 * 60) * 60_000)
    for (let n = 0; n < 12; n += 1) {
      const [start, end] = [moment(), moment()].sort((a, b) => a.getTime() - b.getTime()) as [
        Date,
        Date,
      ]
      // "Now" inside the window's last day, or long after it.
      const present = n % 2 ? end : new Date(end.getTime() + 3 * 86_400_000)
      const span = momentSpan(start, end, present)
      const [counted] = await sqlRows<{ leads: number; answered: number; won: number }>(sql`
        select count(*)::int as leads, count(first_response_at)::int as answered,
          count(*) filter (where won_at is not null or status = 'won')::int as won
        from leads where created_at >= ${start.toISOString()}::timestamptz
          and created_at < ${end.toISOString()}::timestamptz`)
      const rows = await readDayFigures(span, ['rep'])
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((total, row) => total + pick(row), 0)
      expect({
        leads: sum((row) => row.leads),
        answered: sum((row) => row.answered),
        won: sum((row) => row.won),
      }).toEqual(counted)
      const perDay = await countLeadsPerDay(span)
      expect([...perDay.values()].reduce((total, leads) => total + leads, 0)).toBe(counted!.leads)
      const minutes = (await readResponseMinutes(span, 'rep', false)).get(null) ?? []
      expect(minutes.reduce((total, bucket) => total + bucket.leads, 0)).toBe(counted!.answered)
    }
  })
})
