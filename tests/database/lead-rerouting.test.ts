import { and, asc, eq, inArray } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadEvents, leadRotations, leads, outboxMessages, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { rerouteLateLeads } from '@/lib/lead-chase/reroute-late-leads'
import { recordContact } from '@/lib/lead-inbox/record-contact'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { DEFAULT_LEAD_ROUTING, type LeadRouting } from '@/lib/settings/lead-routing-schema'
import { DEFAULT_LEAD_SETTINGS } from '@/lib/settings/lead-settings-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { setAway } from '@/lib/staff/set-away'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { mailSubject, mailText } from '../support/mail-text'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'

// Runs on PGlite and again on PostgreSQL, where the passes started together below are
// concurrent transactions on separate connections, as two app instances' lead chasers are.
// The leads here were assigned in June 2038, so no other file's lead is a candidate by the
// clocks these passes are given (a pass looks back seven days).

let database: Db
let admin: Awaited<ReturnType<typeof insertStaff>>
let developerId: string
let smtp: LoopbackSmtp

const actor = () => ({ userId: admin.id, name: admin.name, email: admin.email })

beforeAll(async () => {
  database = await migratedDb()
  admin = await insertStaff('admin', 'Reroute Manager')
  developerId = (await insertDeveloper()).id
  smtp = await startSmtpServer()
})

afterAll(async () => {
  await smtp.close()
  // Other files on the shared PostgreSQL database expect leads to wait unassigned.
  await saveLeadRouting(DEFAULT_LEAD_ROUTING, actor())
})

/** A Cairo wall time (summer time in June: UTC+3). */
const cairo = (text: string) => fromCairoWallTime(text)!
// Thursday 2038-06-10, 11:00 Cairo: inside the default working hours.
const T0 = cairo('2038-06-10T11:00')
const at = (minutes: number, from = T0) => new Date(from.getTime() + minutes * 60_000)
const hours = DEFAULT_LEAD_SETTINGS

/** A project whose team is three reps (in the rotation's order), re-routing after 15 minutes. */
async function teamProject(routing: Partial<LeadRouting> = {}) {
  const reps = (await Promise.all([1, 2, 3].map(() => insertStaff('moderator')))).sort((a, b) =>
    a.id.localeCompare(b.id),
  )
  // Named in the rotation's order (ids sorted): Amal, then Bassem, then Camilia.
  for (const [index, name] of ['Rep Amal', 'Rep Bassem', 'Rep Camilia'].entries()) {
    reps[index]!.name = name
    await database.update(users).set({ name }).where(eq(users.id, reps[index]!.id))
  }
  const project = await insertProject(developerId)
  const settings: LeadRouting = {
    ...DEFAULT_LEAD_ROUTING,
    autoAssign: true,
    reroute: true,
    rerouteAfterMinutes: 15,
    projectReps: { [project.id]: reps.map((rep) => rep.id) },
    ...routing,
  }
  await saveLeadRouting(settings, actor())
  return { reps, project, settings }
}

/** A New lead the rotation gave `repId` at `assignedAt`, its first response due 5 minutes on. */
async function assignedLead(projectId: string, repId: string, assignedAt = T0) {
  const lead = await insertLead({
    projectId,
    assigneeId: repId,
    assignedAt,
    createdAt: assignedAt,
    responseDueAt: at(5, assignedAt),
  })
  await database.insert(leadEvents).values({
    leadId: lead.id,
    type: 'assignment',
    data: { from: null, to: { id: repId, name: 'Rep' }, auto: 'rotation', turn: 1 },
    createdAt: assignedAt,
  })
  return lead.id
}

const rerouted = (leadIds: string[]) =>
  database
    .select({ leadId: leadEvents.leadId, data: leadEvents.data, at: leadEvents.createdAt })
    .from(leadEvents)
    .where(and(inArray(leadEvents.leadId, leadIds), eq(leadEvents.type, 'assignment')))
    .orderBy(asc(leadEvents.createdAt))
    .then((rows) => rows.filter((row) => row.data.auto === 'rerouted'))

const assigneeOf = async (leadId: string) =>
  (await database.select().from(leads).where(eq(leads.id, leadId)))[0]!.assigneeId

const mailsOf = (leadId: string) =>
  database
    .select({ kind: outboxMessages.kind, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(eq(outboxMessages.subjectId, leadId))

describe('re-routing', () => {
  it('moves a lead its rep did not answer in 15 working minutes to the next rep, tells both, and says why', async () => {
    const { reps, project, settings } = await teamProject()
    const [amal, bassem, camilia] = reps
    const leadId = await assignedLead(project.id, amal!.id)

    expect(await rerouteLateLeads(at(14), settings, hours)).toBe(0)
    expect(await rerouteLateLeads(at(15), settings, hours)).toBe(1)
    expect(await assigneeOf(leadId)).toBe(bassem!.id)
    // Bassem's own 15 minutes start now: the next passes leave it.
    expect(await rerouteLateLeads(at(16), settings, hours)).toBe(0)
    expect(await rerouteLateLeads(at(29), settings, hours)).toBe(0)

    const [line] = await rerouted([leadId])
    expect(line!.at).toEqual(at(15))
    expect(line!.data).toMatchObject({
      from: { id: amal!.id, name: 'Rep Amal' },
      to: { id: bassem!.id, name: 'Rep Bassem' },
      auto: 'rerouted',
      minutes: 15,
    })
    const mails = await mailsOf(leadId)
    expect(mails).toEqual(
      expect.arrayContaining([
        {
          kind: 'lead_assignment',
          payload: expect.objectContaining({
            assigneeId: bassem!.id,
            reason: 'rerouted',
            fromId: amal!.id,
          }),
        },
        {
          kind: 'lead_handed_over',
          payload: expect.objectContaining({
            userId: amal!.id,
            toId: bassem!.id,
            reason: 'rerouted',
          }),
        },
      ]),
    )

    // Then Camilia; then nobody is left who has not had it: it stays with her.
    expect(await rerouteLateLeads(at(30), settings, hours)).toBe(1)
    expect(await assigneeOf(leadId)).toBe(camilia!.id)
    expect(await rerouteLateLeads(at(60), settings, hours)).toBe(0)
    expect(await assigneeOf(leadId)).toBe(camilia!.id)
  })

  it('counts working minutes: got at 19:55 on Thursday, it moves at 10:10 on Saturday', async () => {
    const { reps, project, settings } = await teamProject()
    const thursdayEvening = cairo('2038-06-10T19:55')
    const leadId = await assignedLead(project.id, reps[0]!.id, thursdayEvening)
    expect(await rerouteLateLeads(cairo('2038-06-11T12:00'), settings, hours)).toBe(0)
    expect(await rerouteLateLeads(cairo('2038-06-12T10:09'), settings, hours)).toBe(0)
    expect(await rerouteLateLeads(cairo('2038-06-12T10:10'), settings, hours)).toBe(1)
    expect(await assigneeOf(leadId)).toBe(reps[1]!.id)
  })

  it('two instances passing at once move each lead exactly once, the rotation taking strict turns', async () => {
    const { reps, project, settings } = await teamProject()
    const leadIds = await Promise.all(
      Array.from({ length: 12 }, () => assignedLead(project.id, reps[0]!.id)),
    )
    const moved = await Promise.all([
      rerouteLateLeads(at(20), settings, hours),
      rerouteLateLeads(at(20), settings, hours),
      rerouteLateLeads(at(20), settings, hours),
    ])
    expect(moved.reduce((sum, n) => sum + n, 0)).toBe(12)
    const lines = await rerouted(leadIds)
    expect(lines).toHaveLength(12)
    expect(new Set(lines.map((line) => line.leadId)).size).toBe(12)
    // Amal had them all: Bassem and Camilia take turns, six each, turns 1…12 once each.
    const turns = lines.map((line) => Number(line.data.turn)).sort((a, b) => a - b)
    expect(turns).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    const to = lines.map((line) => (line.data.to as { id: string }).id)
    expect(to.filter((id) => id === reps[1]!.id)).toHaveLength(6)
    expect(to.filter((id) => id === reps[2]!.id)).toHaveLength(6)
    const [rotation] = await database
      .select()
      .from(leadRotations)
      .where(eq(leadRotations.pool, project.id))
    expect(rotation!.turns).toBe(12)
    // One mail to each new rep and one to Amal per lead: no move was told twice.
    const mails = await database
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(inArray(outboxMessages.subjectId, leadIds))
    expect(mails.filter((m) => m.kind === 'lead_assignment')).toHaveLength(12)
    expect(mails.filter((m) => m.kind === 'lead_handed_over')).toHaveLength(12)
  })

  it('leaves a lead that was answered (Reached), and one whose rep only tried (No answer) moves', async () => {
    const { reps, project, settings } = await teamProject()
    const answered = await assignedLead(project.id, reps[0]!.id)
    const tried = await assignedLead(project.id, reps[0]!.id)
    const rep = {
      userId: reps[0]!.id,
      name: 'Rep Amal',
      email: reps[0]!.email,
      role: 'moderator' as const,
    }
    const call = await recordContact({ leadId: answered, channel: 'call' }, rep, at(3))
    await recordContact(
      { leadId: answered, channel: 'call', outcome: 'reached', attemptId: call },
      rep,
      at(4),
    )
    const attempt = await recordContact({ leadId: tried, channel: 'call' }, rep, at(3))
    await recordContact(
      { leadId: tried, channel: 'call', outcome: 'no_answer', attemptId: attempt },
      rep,
      at(4),
    )
    expect(await rerouteLateLeads(at(15), settings, hours)).toBe(1)
    expect(await assigneeOf(answered)).toBe(reps[0]!.id)
    expect(await assigneeOf(tried)).toBe(reps[1]!.id)
  })

  it('passes by away and deactivated reps, and does nothing when turned off', async () => {
    const { reps, project, settings } = await teamProject()
    await setAway(reps[1]!.id, true)
    const leadId = await assignedLead(project.id, reps[0]!.id)
    await saveLeadRouting({ ...settings, reroute: false }, actor())
    expect(await rerouteLateLeads(at(15), { ...settings, reroute: false }, hours)).toBe(0)
    expect(await rerouteLateLeads(at(15), settings, hours)).toBe(1)
    expect(await assigneeOf(leadId)).toBe(reps[2]!.id)
    await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, reps[0]!.id))
    // Camilia did not answer either; Amal is deactivated and Bassem away: nobody to move it to.
    expect(await rerouteLateLeads(at(30), settings, hours)).toBe(0)
    expect(await assigneeOf(leadId)).toBe(reps[2]!.id)
  })

  it('both reps read why by mail, over SMTP, each in their language', async () => {
    const { reps, project, settings } = await teamProject()
    await database.update(users).set({ locale: 'ar' }).where(eq(users.id, reps[0]!.id))
    const leadId = await assignedLead(project.id, reps[0]!.id)
    await database
      .update(leads)
      .set({ fullName: 'Rerouted Person', notes: 'Prefers calls after 6 pm' })
      .where(eq(leads.id, leadId))
    expect(await rerouteLateLeads(at(15), settings, hours)).toBe(1)
    const transport = createTransport(smtp.url)
    const mailTo = (address: string) => smtp.mails.find((mail) => mail.to.includes(address))
    for (let pass = 0; pass < 1000; pass++) {
      if (mailTo(reps[0]!.email) && mailTo(reps[1]!.email)) break
      if (
        (await deliverDueMessages({
          transport,
          from: 'Masar <no-reply@masar.example>',
          to: 'sales@masar.example',
        })) === 0
      )
        break
    }
    const toBassem = mailTo(reps[1]!.email)!
    expect(mailSubject(toBassem.raw)).toBe('Lead assigned to you: Rerouted Person')
    expect(mailText(toBassem.raw)).toContain(
      'Rep Amal had no first response for this lead within 15 working minutes, so it moved to you, next in the rotation.',
    )
    expect(mailText(toBassem.raw)).toContain('Prefers calls after 6 pm')
    const toAmal = mailTo(reps[0]!.email)!
    expect(mailSubject(toAmal.raw)).toBe('عميلك المحتمل Rerouted Person أصبح لدى Rep Bassem')
    expect(mailText(toAmal.raw)).toContain('15 دقيقة عمل')
    expect(mailText(toAmal.raw)).toContain(`/admin/leads/${leadId}`)
    // The rep who lost it is not sent the person's details.
    expect(mailText(toAmal.raw)).not.toContain('Prefers calls')
  })
})
