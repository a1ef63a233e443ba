import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadEnquiries, leadEvents, leads, outboxMessages, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { addBusinessMinutes } from '@/lib/lead-chase/business-hours'
import { changeLeadStatus } from '@/lib/lead-inbox/change-lead-status'
import { recordProjectEnquiry } from '@/lib/leads/record-project-enquiry'
import { storeLead } from '@/lib/leads/store-lead'
import { DEFAULT_LEAD_ROUTING } from '@/lib/settings/lead-routing-schema'
import { DEFAULT_LEAD_SETTINGS } from '@/lib/settings/lead-settings-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { composeKind } from '../support/compose-kind'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'

// Runs on PGlite and again on PostgreSQL, where the two submissions sent together below are
// concurrent transactions on separate connections.

let database: Db
let admin: Awaited<ReturnType<typeof insertStaff>>
let developerId: string

const actor = () => ({ userId: admin.id, name: admin.name, email: admin.email })

beforeAll(async () => {
  database = await migratedDb()
  admin = await insertStaff('admin', 'Re-enquiry Manager')
  developerId = (await insertDeveloper()).id
})

// Other files on the shared PostgreSQL database expect leads to wait unassigned.
afterAll(() => saveLeadRouting(DEFAULT_LEAD_ROUTING, actor()))

const mobile = () => `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

const enquire = (projectId: string, mobileLocal: string, now = new Date()) =>
  recordProjectEnquiry(
    {
      source: 'project',
      formId: 'full_form_step1',
      locale: 'en',
      projectId,
      fullName: 'Returning Person',
      email: `${randomUUID()}@example.com`,
      mobileLocal,
      mobileInternational: `+2${mobileLocal}`,
      idempotencyKey: randomUUID(),
    },
    now,
  ).then((stored) => stored.leadId)

const row = async (id: string) => (await database.select().from(leads).where(eq(leads.id, id)))[0]!

/** A project whose team is `reps`, automatic assignment on. */
async function project(reps: { id: string }[]) {
  const { id } = await insertProject(developerId)
  await saveLeadRouting(
    { ...DEFAULT_LEAD_ROUTING, autoAssign: true, projectReps: { [id]: reps.map((r) => r.id) } },
    actor(),
  )
  return id
}

/** Closes a lead as its rep would on the lead page. */
const close = (
  leadId: string,
  status: 'won' | 'lost',
  by: { id: string; name: string; email: string },
) =>
  changeLeadStatus(
    {
      leadId,
      status,
      viewingDate: null,
      lostReason: status === 'lost' ? 'timing' : null,
      lostNote: null,
      wonValue: status === 'won' ? 4_500_000 : null,
    },
    { userId: by.id, name: by.name, email: by.email, role: 'moderator' },
  )

describe('re-enquiries', () => {
  it('a Lost person who comes back within 30 days is a new lead for their rep, its clock restarted, the mails saying where they stood', async () => {
    const [nadia, omar] = [
      await insertStaff('moderator', 'Nadia'),
      await insertStaff('moderator', 'Omar'),
    ]
    const projectId = await project([nadia, omar])
    const person = mobile()
    const first = await enquire(projectId, person)
    const rep = (await row(first)).assigneeId!
    const repStaff = rep === nadia.id ? nadia : omar
    await close(first, 'lost', repStaff)

    const before = new Date()
    const again = await enquire(projectId, person)
    expect(again).not.toBe(first)
    const lead = await row(again)
    expect(lead).toMatchObject({
      reEnquiryOf: first,
      status: 'new',
      assigneeId: rep,
      firstResponseAt: null,
      enquiryCount: 1,
    })
    // Its own response clock, from this enquiry.
    expect(lead.responseDueAt!.getTime()).toBeGreaterThanOrEqual(
      addBusinessMinutes(before, 5, DEFAULT_LEAD_SETTINGS).getTime() - 1000,
    )
    // The closed lead stays as it was: Lost with its reason, not counted again.
    expect(await row(first)).toMatchObject({
      status: 'lost',
      lostReason: 'timing',
      enquiryCount: 1,
    })
    expect(
      await database.select().from(leadEnquiries).where(eq(leadEnquiries.leadId, first)),
    ).toEqual([])

    const [assigned] = await database
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, again), eq(leadEvents.type, 'assignment')))
    expect(assigned!.data).toMatchObject({ to: { id: rep }, auto: 'returning' })

    const kinds = await database
      .select({ kind: outboxMessages.kind, payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.subjectId, again))
    expect(kinds.map((k) => k.kind).sort()).toEqual(['lead_assignment', 'lead_notification'])

    const [sales] = (
      await composeKind('lead_notification', [{ leadId: again }], {
        salesInbox: 'sales@example.com',
      })
    ).flat()
    expect(sales!.text).toMatch(
      new RegExp(
        `Returning person: their earlier lead reached Lost on .+ \\(assignee: ${repStaff.name}\\)\\. Lost reason: Not buying now\\.`,
      ),
    )
    const [toRep] = (
      await composeKind('lead_assignment', [{ leadId: again, assigneeId: rep, assignedBy: null }], {
        salesInbox: '',
      })
    ).flat()
    expect(toRep!.text).toContain('Returning person: their earlier lead reached Lost on')
  })

  it('a Won person whose rep has left goes round the rotation; the deal stays won', async () => {
    const [gone, hana] = [
      await insertStaff('moderator', 'Gone Rep'),
      await insertStaff('moderator', 'Hana'),
    ]
    const projectId = await project([gone])
    const person = mobile()
    const first = await enquire(projectId, person)
    expect((await row(first)).assigneeId).toBe(gone.id)
    await close(first, 'won', gone)
    await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id))
    await saveLeadRouting(
      {
        ...DEFAULT_LEAD_ROUTING,
        autoAssign: true,
        projectReps: { [projectId]: [gone.id, hana.id] },
      },
      actor(),
    )

    const again = await enquire(projectId, person)
    expect(await row(again)).toMatchObject({
      reEnquiryOf: first,
      assigneeId: hana.id,
      status: 'new',
    })
    expect(await row(first)).toMatchObject({ status: 'won', wonValueEgp: 4_500_000 })
    const [sales] = (
      await composeKind('lead_notification', [{ leadId: again }], {
        salesInbox: 'sales@example.com',
      })
    ).flat()
    expect(sales!.text).toContain('their earlier lead reached Won on')
  })

  it('an open lead is still joined by a repeat enquiry; a consultation after a Won one is a re-enquiry too', async () => {
    const [rep] = [await insertStaff('moderator', 'Open Rep')]
    const projectId = await project([rep])
    const person = mobile()
    const first = await enquire(projectId, person)
    expect(await enquire(projectId, person)).toBe(first)
    expect((await row(first)).enquiryCount).toBe(2)
    expect((await row(first)).reEnquiryOf).toBeNull()

    await close(first, 'won', rep)
    const consultation = await storeLead({
      source: 'consultation',
      formId: 'home_consultation',
      locale: 'ar',
      fullName: 'Returning Person',
      email: 'returning@example.com',
      phone: person,
      mobileLocal: person,
      idempotencyKey: randomUUID(),
    })
    expect(await row(consultation)).toMatchObject({ reEnquiryOf: first, assigneeId: rep.id })
  })

  it('the same person twice at once after a Lost lead: one re-enquiry, the other joins it', async () => {
    const [rep] = [await insertStaff('moderator', 'Raced Rep')]
    const projectId = await project([rep])
    const person = mobile()
    const first = await enquire(projectId, person)
    await close(first, 'lost', rep)
    const [a, b] = await Promise.all([enquire(projectId, person), enquire(projectId, person)])
    expect(a).toBe(b)
    const both = await database
      .select({ id: leads.id, reEnquiryOf: leads.reEnquiryOf, enquiryCount: leads.enquiryCount })
      .from(leads)
      .where(inArray(leads.mobileLocal, [person]))
    expect(both).toHaveLength(2)
    expect(both.find((lead) => lead.id === a)).toMatchObject({
      reEnquiryOf: first,
      enquiryCount: 2,
    })
  })

  it('with automatic assignment off it waits unassigned, marked, and the sales mail says who had them', async () => {
    const [rep] = [await insertStaff('moderator', 'Off Rep')]
    const projectId = await project([rep])
    const person = mobile()
    const first = await enquire(projectId, person)
    await close(first, 'lost', rep)
    await saveLeadRouting(DEFAULT_LEAD_ROUTING, actor())
    const again = await enquire(projectId, person)
    expect(await row(again)).toMatchObject({ reEnquiryOf: first, assigneeId: null })
    const [sales] = (
      await composeKind('lead_notification', [{ leadId: again }], {
        salesInbox: 'sales@example.com',
      })
    ).flat()
    expect(sales!.text).toContain('(assignee: Off Rep)')
  })
})
