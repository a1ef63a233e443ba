import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, leadEvents, leadRotations, leads, outboxMessages, users } from '@/lib/db/schema'
import { parseMailPayload } from '@/lib/mail/mail-payloads'
import type { Db } from '@/lib/db/types'
import { recordProjectEnquiry } from '@/lib/leads/record-project-enquiry'
import { storeLead } from '@/lib/leads/store-lead'
import { DEFAULT_LEAD_ROUTING, type LeadRouting } from '@/lib/settings/lead-routing-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { setAway } from '@/lib/staff/set-away'
import { nextInTurn } from '@/lib/lead-routing/next-in-turn'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'

// Runs on PGlite and again on PostgreSQL (the database phase), where the submissions below
// really are concurrent transactions on separate connections.

let database: Db
let admin: { userId: string; name: string; email: string }
let developerId: string

beforeAll(async () => {
  database = await migratedDb()
  const staff = await insertStaff('admin', 'Routing Admin')
  admin = { userId: staff.id, name: staff.name, email: staff.email }
  developerId = (await insertDeveloper()).id
})

// Other files on the shared PostgreSQL database expect leads to wait unassigned.
afterAll(() => saveLeadRouting(DEFAULT_LEAD_ROUTING, admin))

const route = (routing: Partial<LeadRouting>) =>
  saveLeadRouting({ ...DEFAULT_LEAD_ROUTING, autoAssign: true, ...routing }, admin)

const mobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

const enquire = (projectId: string, mobileLocal = mobile()) =>
  recordProjectEnquiry({
    source: 'project',
    formId: 'full_form_step1',
    locale: 'ar',
    projectId,
    fullName: 'Routed Lead',
    email: `${randomUUID()}@example.com`,
    mobileLocal,
    mobileInternational: `+2${mobileLocal}`,
  }).then((stored) => stored.leadId)

/** Each lead's automatic assignment: who, and which turn of its rotation. */
async function assignments(leadIds: string[]) {
  const events = await database
    .select({ leadId: leadEvents.leadId, data: leadEvents.data })
    .from(leadEvents)
    .where(and(inArray(leadEvents.leadId, leadIds), eq(leadEvents.type, 'assignment')))
  const rows = await database
    .select({ id: leads.id, assigneeId: leads.assigneeId })
    .from(leads)
    .where(inArray(leads.id, leadIds))
  const mails = await database
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(inArray(outboxMessages.subjectId, leadIds), eq(outboxMessages.kind, 'lead_assignment')),
    )
  return { events, rows, mails }
}

const storeLeadWithKey = (idempotencyKey: string) =>
  storeLead({
    source: 'consultation',
    formId: 'home_consultation',
    locale: 'en',
    fullName: 'Next In Line',
    email: `${randomUUID()}@example.com`,
    phone: mobile(),
    idempotencyKey,
  })

/** Two reps in a team with an away one and a deactivated one, sorted as the rotation is. */
async function team() {
  const reps = await Promise.all(['Rep A', 'Rep B'].map((name) => insertStaff('moderator', name)))
  const away = await insertStaff('moderator', 'Rep Away')
  await setAway(away.id, true)
  const gone = await insertStaff('admin', 'Rep Gone')
  await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id))
  // Invited, never signed up: a pending invitation takes no leads.
  const pending = await insertStaff('moderator', 'Rep Pending')
  await database.delete(accounts).where(eq(accounts.userId, pending.id))
  return { reps: reps.sort((a, b) => a.id.localeCompare(b.id)), away, gone, pending }
}

/** Every lead assigned once, in turns 1…n of one rotation, the reps strictly taking turns. */
async function expectStrictTurns(leadIds: string[], reps: { id: string }[]) {
  const { events, rows, mails } = await assignments(leadIds)
  expect(events).toHaveLength(leadIds.length)
  expect(mails).toHaveLength(leadIds.length)
  // Written in SQL by the grouped insert, or by queueMail: payloads their mail kind reads.
  for (const { payload } of mails)
    expect(parseMailPayload('lead_assignment', payload)).toMatchObject({ ok: true })
  const notices = await database
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(inArray(outboxMessages.subjectId, leadIds), eq(outboxMessages.kind, 'lead_notification')),
    )
  expect(notices).toHaveLength(leadIds.length)
  for (const { payload } of notices)
    expect(parseMailPayload('lead_notification', payload)).toMatchObject({ ok: true })
  const byTurn = events
    .map((event) => ({
      turn: Number(event.data.turn),
      rep: (event.data.to as { id: string }).id,
      leadId: event.leadId,
    }))
    .sort((a, b) => a.turn - b.turn)
  // Consecutive turns: none skipped, none given twice.
  const first = byTurn[0]!.turn
  expect(byTurn.map((entry) => entry.turn)).toEqual(leadIds.map((_, i) => first + i))
  const start = reps.findIndex((rep) => rep.id === byTurn[0]!.rep)
  expect(start).toBeGreaterThanOrEqual(0)
  byTurn.forEach((entry, i) => {
    expect(entry.rep, `turn ${entry.turn}`).toBe(reps[(start + i) % reps.length]!.id)
    expect(rows.find((row) => row.id === entry.leadId)?.assigneeId).toBe(entry.rep)
  })
  return byTurn
}

describe('automatic assignment, round-robin', () => {
  it('50 concurrent enquiries on a project with its own team: strict turns, 25 each, never to an away, deactivated or pending rep', async () => {
    const { reps, away, gone, pending } = await team()
    const project = await insertProject(developerId)
    const everyone = [...reps, away, gone, pending].map((rep) => rep.id)
    await route({ projectReps: { [project.id]: everyone } })
    const leadIds = await Promise.all(Array.from({ length: 50 }, () => enquire(project.id)))
    const turns = await expectStrictTurns(leadIds, reps)
    for (const rep of reps) expect(turns.filter((t) => t.rep === rep.id)).toHaveLength(25)
  })

  it('50 concurrent consultations (stored in group commits) go round the main rotation the same way', async () => {
    const { reps, away, gone, pending } = await team()
    await route({ reps: [...reps, away, gone, pending].map((rep) => rep.id) })
    const leadIds = await Promise.all(
      Array.from({ length: 50 }, () =>
        storeLead({
          source: 'consultation',
          formId: 'home_consultation',
          locale: 'en',
          fullName: 'Consultation Lead',
          email: `${randomUUID()}@example.com`,
          phone: mobile(),
          idempotencyKey: randomUUID(),
        }),
      ),
    )
    const turns = await expectStrictTurns(leadIds, reps)
    for (const rep of reps) expect(turns.filter((t) => t.rep === rep.id)).toHaveLength(25)
  })

  it('a consultation sent twice at once (same idempotency key) is one lead that takes one turn', async () => {
    const { reps } = await team()
    await route({ reps: reps.map((rep) => rep.id) })
    const lead = () =>
      storeLead({
        source: 'consultation',
        formId: 'home_consultation',
        locale: 'en',
        fullName: 'Twice Sent',
        email: 'twice@example.com',
        phone: mobile(),
        idempotencyKey: key,
      })
    const key = randomUUID()
    const ids = await Promise.all([lead(), lead(), lead()])
    expect(new Set(ids).size).toBe(1)
    const before = await database.select().from(leadRotations).where(eq(leadRotations.pool, 'all'))
    const next = await Promise.all([storeLeadWithKey(randomUUID()), storeLeadWithKey(randomUUID())])
    const { events } = await assignments([...next, ids[0]!])
    expect(events).toHaveLength(3)
    const after = await database.select().from(leadRotations).where(eq(leadRotations.pool, 'all'))
    expect(after[0]!.turns - before[0]!.turns).toBe(2)
    const turnsOf = events.map((event) => event.data.turn as number).sort((a, b) => a - b)
    // The twice-sent lead took one turn; the next two leads the two turns after it.
    expect(turnsOf).toEqual([turnsOf[0]!, turnsOf[0]! + 1, turnsOf[0]! + 2])
  })

  it('a person who enquires about another project goes to the rep who already has them, unless that rep is away', async () => {
    const { reps } = await team()
    const [first, second] = [await insertProject(developerId), await insertProject(developerId)]
    const other = await insertStaff('moderator', 'Other Team Rep')
    await route({ projectReps: { [first.id]: [reps[0]!.id], [second.id]: [other.id] } })
    const person = mobile()
    await enquire(first.id, person)
    const again = await enquire(second.id, person)
    const { events } = await assignments([again])
    expect(events[0]!.data).toMatchObject({ to: { id: reps[0]!.id }, auto: 'returning' })

    await setAway(reps[0]!.id, true)
    const third = await enquire((await insertProject(developerId)).id, person)
    // Their rep is away: the third project (no team of its own) uses the main rotation, empty here.
    expect((await assignments([third])).rows[0]!.assigneeId).toBeNull()
    await route({
      reps: [other.id],
      projectReps: { [first.id]: [reps[0]!.id], [second.id]: [other.id] },
    })
    const fourth = await enquire(first.id, mobile())
    // Nobody of the first project's team is available: the lead waits, unassigned.
    expect((await assignments([fourth])).rows[0]!.assigneeId).toBeNull()
  })

  it('a lead is received at the instant of its assignment line (the timeline never lists the assignment first)', async () => {
    const { reps } = await team()
    const project = await insertProject(developerId)
    await route({ reps: reps.map((rep) => rep.id), projectReps: { [project.id]: [reps[0]!.id] } })
    const leadIds = [await enquire(project.id), await storeLeadWithKey(randomUUID())]
    const stamps = await database
      .select({ id: leads.id, received: leads.createdAt, assigned: leadEvents.createdAt })
      .from(leads)
      .innerJoin(leadEvents, eq(leadEvents.leadId, leads.id))
      .where(and(inArray(leads.id, leadIds), eq(leadEvents.type, 'assignment')))
    expect(stamps).toHaveLength(2)
    for (const stamp of stamps) expect(stamp.received).toEqual(stamp.assigned)
  })

  it('what a process remembers of the routing gives way to what changed: another writer’s turn, an away rep, a new name, a returning person', async () => {
    const reps = await Promise.all(
      ['Memo A', 'Memo B', 'Memo C'].map((n) => insertStaff('moderator', n)),
    )
    const ids = reps.map((rep) => rep.id)
    await route({ reps: ids })
    const consult = (mobileLocal = mobile()) =>
      storeLead({
        source: 'consultation',
        formId: 'home_consultation',
        locale: 'en',
        fullName: 'Remembered Routing',
        email: `${randomUUID()}@example.com`,
        phone: mobileLocal,
        mobileLocal,
        idempotencyKey: randomUUID(),
      })
    const assignmentOf = async (leadId: string) => (await assignments([leadId])).events[0]!.data
    const rotation = async () =>
      (await database.select().from(leadRotations).where(eq(leadRotations.pool, 'all')))[0]!
    const person = mobile()
    const first = await assignmentOf(await consult(person))
    // Another instance (or re-routing) takes the next turn without this process.
    const before = await rotation()
    const taken = nextInTurn(ids, before.lastAssigneeId)!
    await database
      .update(leadRotations)
      .set({ lastAssigneeId: taken, turns: before.turns + 1 })
      .where(eq(leadRotations.pool, 'all'))
    const second = await assignmentOf(await consult())
    expect(second).toMatchObject({ to: { id: nextInTurn(ids, taken) }, turn: before.turns + 2 })
    // The next in turn goes away meanwhile: passed over.
    const awayRep = nextInTurn(ids, (second.to as { id: string }).id)!
    await setAway(awayRep, true)
    const third = await assignmentOf(await consult())
    const present = ids.filter((id) => id !== awayRep)
    expect((third.to as { id: string }).id).toBe(
      nextInTurn(present, (second.to as { id: string }).id),
    )
    await setAway(awayRep, false)
    // A rep renamed: the timeline names them as they are now.
    const renamed = nextInTurn(ids, (third.to as { id: string }).id)!
    await database.update(users).set({ name: 'Memo Renamed' }).where(eq(users.id, renamed))
    expect(await assignmentOf(await consult())).toMatchObject({
      to: { id: renamed, name: 'Memo Renamed' },
    })
    // The first person again: their rep, not a turn.
    expect(await assignmentOf(await consult(person))).toMatchObject({
      to: { id: (first.to as { id: string }).id },
      auto: 'returning',
    })
  })

  it('off: leads wait unassigned, with no assignment line or mail', async () => {
    const { reps } = await team()
    const project = await insertProject(developerId)
    await saveLeadRouting(
      { ...DEFAULT_LEAD_ROUTING, projectReps: { [project.id]: reps.map((r) => r.id) } },
      admin,
    )
    const leadId = await enquire(project.id)
    const { events, rows, mails } = await assignments([leadId])
    expect(rows[0]!.assigneeId).toBeNull()
    expect(events).toEqual([])
    expect(mails).toEqual([])
  })
})
