import { and, eq, inArray, or } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { activityLog, leadEnquiries, leadEvents, leadMerges, leads } from '@/lib/db/schema'
import { eraseLead } from '@/lib/lead-inbox/erase-lead'
import { readLeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { mergeLeads } from '@/lib/lead-inbox/merge-leads'
import { setNextAction } from '@/lib/lead-inbox/set-next-action'
import { unmergeLead } from '@/lib/lead-inbox/unmerge-lead'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { testViewer } from '../support/viewer'

let actor: { userId: string; name: string; email: string; role: 'admin' }
let projects: { id: string }[]

beforeAll(async () => {
  await migratedDb()
  const admin = await insertStaff('admin', 'Merging Admin')
  actor = { userId: admin.id, name: admin.name, email: admin.email, role: 'admin' }
  const developer = await insertDeveloper()
  projects = [await insertProject(developer.id), await insertProject(developer.id)]
})

const at = (minutes: number) => new Date(Date.UTC(2031, 0, 10, 10, minutes))
const mobile = () => `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** One person's two leads: A (kept) called at 10:20, B (the duplicate) answered at 10:15. */
async function twoLeads() {
  const same = mobile()
  const a = await insertLead({
    projectId: projects[0]!.id,
    mobileLocal: same,
    fullName: 'Hala Samir',
    createdAt: at(0),
    lastEnquiryAt: at(0),
  })
  const b = await insertLead({
    projectId: projects[1]!.id,
    mobileLocal: same,
    fullName: 'Hala S.',
    createdAt: at(5),
    lastEnquiryAt: at(40),
    enquiryCount: 2,
    firstResponseAt: at(15),
    unitInterest: '3 bedrooms',
    gclid: 'gclid-b',
  })
  const [call] = await db()
    .insert(leadEvents)
    .values({ leadId: a.id, type: 'attempt', data: { channel: 'call' }, createdAt: at(20) })
    .returning()
  await db()
    .insert(leadEvents)
    .values([
      // Reached on the call at 20, logged at 22: the first response is the call's time.
      {
        leadId: a.id,
        type: 'outcome',
        data: { channel: 'call', outcome: 'reached', attemptId: call!.id },
        createdAt: at(22),
      },
      { leadId: a.id, type: 'note', data: { text: 'A note' }, createdAt: at(21) },
      {
        leadId: b.id,
        type: 'outcome',
        data: { channel: 'call', outcome: 'reached' },
        createdAt: at(15),
      },
    ])
  await db()
    .update(leads)
    .set({ firstResponseAt: at(20) })
    .where(eq(leads.id, a.id))
  const [repeat] = await db()
    .insert(leadEnquiries)
    .values({
      leadId: b.id,
      formId: 'full_form_step1',
      locale: 'ar',
      fullName: 'Hala',
      email: 'h@example.com',
      createdAt: at(40),
    })
    .returning()
  const [bRow] = await db().select().from(leads).where(eq(leads.id, b.id))
  return { a, b: bRow!, repeat: repeat! }
}

const row = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0]
const eventsOf = async (id: string) =>
  (await db().select().from(leadEvents).where(eq(leadEvents.leadId, id))).map((e) => e.type).sort()

describe('merging two leads of one person', () => {
  it('keeps every enquiry, call and timeline entry on one lead, and an unmerge puts all back', async () => {
    const { a, b, repeat } = await twoLeads()
    await mergeLeads({ leadId: a.id, duplicateId: b.id }, actor)

    expect(await row(b.id)).toBeUndefined()
    expect(await row(a.id)).toMatchObject({
      enquiryCount: 3,
      lastEnquiryAt: at(40),
      firstResponseAt: at(15),
    })
    expect(await eventsOf(a.id)).toEqual(['attempt', 'merge', 'note', 'outcome', 'outcome'])
    const detail = await readLeadDetail({ viewer: testViewer('moderator'), id: a.id })
    const arrival = detail!.enquiries.find((e) => e.mergedFromLeadId === b.id)
    expect(arrival).toMatchObject({
      fullName: 'Hala S.',
      unitInterest: '3 bedrooms',
      gclid: 'gclid-b',
      projectId: projects[1]!.id,
      createdAt: at(5),
    })
    expect(arrival!.project).toEqual(expect.any(String))
    expect(detail!.enquiries.map((e) => e.id)).toContain(repeat.id)
    const [merge] = await db().select().from(leadMerges).where(eq(leadMerges.leadId, a.id))
    const [logged] = await db()
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, a.id), eq(activityLog.action, 'merged')))
    expect(logged).toEqual({ action: 'merged' })

    await unmergeLead({ mergeId: merge!.id }, actor)
    const back = await row(b.id)
    expect(back).toEqual({ ...b, updatedAt: back!.updatedAt })
    expect(await row(a.id)).toMatchObject({
      enquiryCount: 1,
      lastEnquiryAt: at(0),
      firstResponseAt: at(20),
    })
    expect(await eventsOf(b.id)).toEqual(['outcome'])
    expect(await eventsOf(a.id)).toEqual(['attempt', 'merge', 'note', 'outcome', 'unmerge'])
    const enquiriesOfB = await db()
      .select()
      .from(leadEnquiries)
      .where(eq(leadEnquiries.leadId, b.id))
    expect(enquiriesOfB.map((e) => e.id)).toEqual([repeat.id])
    const enquiriesOfA = await db()
      .select()
      .from(leadEnquiries)
      .where(eq(leadEnquiries.leadId, a.id))
    expect(enquiriesOfA).toEqual([])
    await expect(unmergeLead({ mergeId: merge!.id }, actor)).rejects.toThrow(
      'leads.refusals.alreadyUnmerged',
    )
  })

  it('a lead merged into one that is merged again can still be unmerged from the last', async () => {
    const { a, b } = await twoLeads()
    const c = await insertLead({ fullName: 'Hala Third', mobileLocal: a.mobileLocal })
    await mergeLeads({ leadId: a.id, duplicateId: b.id }, actor)
    await mergeLeads({ leadId: c.id, duplicateId: a.id }, actor)
    const merges = await db().select().from(leadMerges).where(eq(leadMerges.leadId, c.id))
    expect(merges.map((m) => m.mergedLeadId).sort()).toEqual([a.id, b.id].sort())
    const ofB = merges.find((m) => m.mergedLeadId === b.id)!
    await unmergeLead({ mergeId: ofB.id }, actor)
    expect((await row(b.id))?.fullName).toBe('Hala S.')
    expect(await eventsOf(b.id)).toEqual(['outcome'])
  })

  it('refuses a lead merged into itself; erasing the kept lead ends its unmerges', async () => {
    const { a, b } = await twoLeads()
    await expect(mergeLeads({ leadId: a.id, duplicateId: a.id }, actor)).rejects.toThrow(
      'leads.refusals.mergeIntoItself',
    )
    await mergeLeads({ leadId: a.id, duplicateId: b.id }, actor)
    await eraseLead(a.id, actor)
    expect(await db().select().from(leadMerges).where(eq(leadMerges.leadId, a.id))).toEqual([])
    const [arrival] = await db()
      .select()
      .from(leadEnquiries)
      .where(eq(leadEnquiries.mergedFromLeadId, b.id))
    expect(arrival).toMatchObject({ fullName: '[erased]', email: '[erased]', unitInterest: null })
  })
})

describe('erasing a lead that was part of a merge', () => {
  /** Everything stored about these leads' timelines and merges, as one text to search. */
  const storedText = async (...ids: string[]) =>
    JSON.stringify([
      await db().select().from(leadEvents).where(inArray(leadEvents.leadId, ids)),
      await db().select().from(leads).where(inArray(leads.id, ids)),
      await db()
        .select()
        .from(leadMerges)
        .where(or(inArray(leadMerges.leadId, ids), inArray(leadMerges.mergedLeadId, ids))),
    ])

  it('the kept lead’s timeline no longer names the merged duplicate, nor its notes the person', async () => {
    const { a, b } = await twoLeads()
    await setNextAction(
      { leadId: a.id, nextActionAt: at(50), nextActionNote: 'Call Hala Samir about 3 bedrooms' },
      actor,
    )
    await mergeLeads({ leadId: a.id, duplicateId: b.id }, actor)
    expect(await storedText(a.id)).toContain('Hala S.')
    await eraseLead(a.id, actor)
    const stored = await storedText(a.id)
    expect(stored).not.toMatch(/Hala/)
    const detail = await readLeadDetail({ viewer: testViewer('admin'), id: a.id })
    const merge = detail!.events.find((e) => e.type === 'merge')
    // The line stays, and still points at the lead it was.
    expect(merge!.data.from).toEqual({ id: b.id, name: '[erased]' })
    expect(detail!.lead.nextActionNote).toBe('[erased]')
  })

  it('a lead taken back out of a merge, erased, is named on neither timeline nor kept by the merge', async () => {
    const { a, b } = await twoLeads()
    await mergeLeads({ leadId: a.id, duplicateId: b.id }, actor)
    const [merge] = await db().select().from(leadMerges).where(eq(leadMerges.leadId, a.id))
    await unmergeLead({ mergeId: merge!.id }, actor)
    expect(await storedText(a.id)).toContain('Hala S.')
    await eraseLead(b.id, actor)
    expect(await storedText(a.id, b.id)).not.toContain('Hala S.')
    // The other lead's own name and history are left alone.
    expect((await row(a.id))?.fullName).toBe('Hala Samir')
    expect(await eventsOf(a.id)).toEqual(['attempt', 'merge', 'note', 'outcome', 'unmerge'])
    const lines = (await db().select().from(leadEvents).where(eq(leadEvents.leadId, a.id))).filter(
      (e) => e.type === 'merge' || e.type === 'unmerge',
    )
    expect(lines.map((e) => e.data.from ?? e.data.lead)).toEqual([
      { id: b.id, name: '[erased]' },
      { id: b.id, name: '[erased]' },
    ])
  })
})
