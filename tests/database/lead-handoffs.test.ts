import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, leadEvents, leads, outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { assignLead } from '@/lib/lead-inbox/assign-lead'
import { firstResponseMinutes } from '@/lib/lead-inbox/first-response'
import { mergeLeads } from '@/lib/lead-inbox/merge-leads'
import { recordContact } from '@/lib/lead-inbox/record-contact'
import { unmergeLead } from '@/lib/lead-inbox/unmerge-lead'
import type { LeadSignal } from '@/lib/lead-live/lead-change'
import { subscribeToLeadChanges } from '@/lib/lead-live/subscribe-to-lead-changes'
import { composeKind } from '../support/compose-kind'
import { migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'

// Runs on PGlite and again on PostgreSQL (the database phase): on a server the live events
// below travel by NOTIFY to a listening connection, and the outcomes race on separate ones.

let database: Db
let admin: Awaited<ReturnType<typeof insertStaff>>

beforeAll(async () => {
  database = await migratedDb()
  admin = await insertStaff('admin', 'Handoff Manager')
})

const manager = () => ({
  userId: admin.id,
  name: admin.name,
  email: admin.email,
  role: 'admin' as const,
})
const as = (staff: { id: string; name: string; email: string }) => ({
  userId: staff.id,
  name: staff.name,
  email: staff.email,
  role: 'moderator' as const,
})

const T0 = new Date('2033-05-02T09:00:00Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)

const row = async (id: string) => (await database.select().from(leads).where(eq(leads.id, id)))[0]

const mailsOf = (leadId: string) =>
  database
    .select({ kind: outboxMessages.kind, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(eq(outboxMessages.subjectId, leadId))

/** Starts listening; `heard` settles with the first signal about `leadId` that `matches`. */
async function hear(leadId: string, matches: (signal: LeadSignal) => boolean = () => true) {
  let resolve: (signal: LeadSignal) => void = () => {}
  const heard = new Promise<LeadSignal>((done) => (resolve = done))
  const subscription = subscribeToLeadChanges((signal) => {
    if (!('leadId' in signal) || signal.leadId !== leadId || !matches(signal)) return
    subscription.stop()
    resolve(signal)
  })
  await subscription.listening
  return { heard }
}

describe('the previous owner is told', () => {
  it('a lead given to another rep: a mail to the one who had it, a live event their inbox hears, the timeline line', async () => {
    const [rana, samy] = [
      await insertStaff('moderator', 'Rana'),
      await insertStaff('moderator', 'Samy'),
    ]
    const lead = await insertLead({ assigneeId: rana.id, assignedAt: T0, fullName: 'Taken Lead' })
    const { heard } = await hear(lead.id)
    await assignLead({ leadId: lead.id, assigneeId: samy.id }, manager(), at(10))
    expect(await heard).toEqual({
      leadId: lead.id,
      kind: 'assigned',
      assigneeId: samy.id,
      previousAssigneeId: rana.id,
    })
    expect(await row(lead.id)).toMatchObject({ assigneeId: samy.id, assignedAt: at(10) })
    const mails = await mailsOf(lead.id)
    expect(mails.map((m) => m.kind).sort()).toEqual(['lead_assignment', 'lead_handed_over'])
    const told = mails.find((m) => m.kind === 'lead_handed_over')!
    const [mail] = (
      await composeKind('lead_handed_over', [told.payload], { salesInbox: '' })
    ).flat()
    expect(mail).toMatchObject({ to: rana.email, subject: 'Your lead Taken Lead is now with Samy' })
    expect(mail!.text).toContain(`${admin.email} gave this lead to Samy.`)
    const [line] = await database
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'assignment')))
    expect(line!.data).toMatchObject({ from: { id: rana.id }, to: { id: samy.id } })
  })

  it('nobody is mailed about their own move: a rep taking a lead back from nobody, or giving theirs away', async () => {
    const rep = await insertStaff('moderator', 'Self Rep')
    const other = await insertStaff('moderator', 'Other Rep')
    const lead = await insertLead({})
    await assignLead({ leadId: lead.id, assigneeId: rep.id }, as(rep))
    await assignLead({ leadId: lead.id, assigneeId: other.id }, as(rep))
    const kinds = (await mailsOf(lead.id)).map((m) => [
      m.kind,
      m.payload.assigneeId ?? m.payload.userId,
    ])
    expect(kinds).toEqual([['lead_assignment', other.id]])
  })
})

describe('merge keeps the owner', () => {
  it('merging an assigned lead into an unassigned one keeps its rep, who had the person already', async () => {
    const rep = await insertStaff('moderator', 'Merge Rep')
    const kept = await insertLead({ fullName: 'Kept' })
    const duplicate = await insertLead({
      assigneeId: rep.id,
      assignedAt: T0,
      mobileLocal: kept.mobileLocal,
    })
    await mergeLeads({ leadId: kept.id, duplicateId: duplicate.id }, manager(), at(5))
    expect(await row(kept.id)).toMatchObject({ assigneeId: rep.id, assignedAt: T0 })
    const [line] = await database
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, kept.id), eq(leadEvents.type, 'assignment')))
    expect(line!.data).toMatchObject({ from: null, to: { id: rep.id }, reason: 'merged' })
    // They had the person: no "assigned to you" mail, and nobody lost them.
    expect(await mailsOf(kept.id)).toEqual([])
    const [logged] = await database
      .select({ changes: activityLog.changes })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, kept.id), eq(activityLog.action, 'merged')))
    expect(logged!.changes).toEqual([{ field: 'assignee', before: null, after: 'Merge Rep' }])
  })

  it('two reps: the newer assignment wins and the other is told; the manager may pick; anyone else is refused', async () => {
    const [older, newer] = [
      await insertStaff('moderator', 'Older Rep'),
      await insertStaff('moderator', 'Newer Rep'),
    ]
    const pair = async () => {
      const kept = await insertLead({ assigneeId: older.id, assignedAt: at(0) })
      const duplicate = await insertLead({
        assigneeId: newer.id,
        assignedAt: at(30),
        mobileLocal: kept.mobileLocal,
      })
      return { kept, duplicate }
    }
    const first = await pair()
    const { heard } = await hear(first.kept.id, (s) => 'previousAssigneeId' in s)
    await mergeLeads({ leadId: first.kept.id, duplicateId: first.duplicate.id }, manager(), at(40))
    expect(await row(first.kept.id)).toMatchObject({ assigneeId: newer.id, assignedAt: at(30) })
    expect(await heard).toMatchObject({
      kind: 'updated',
      assigneeId: newer.id,
      previousAssigneeId: older.id,
    })
    expect((await mailsOf(first.kept.id)).map((m) => [m.kind, m.payload.userId])).toEqual([
      ['lead_handed_over', older.id],
    ])
    const told = (await mailsOf(first.kept.id))[0]!
    const [mail] = (
      await composeKind('lead_handed_over', [told.payload], { salesInbox: '' })
    ).flat()
    expect(mail!.text).toContain(
      'merged it with another lead of the same person that Newer Rep has',
    )

    const second = await pair()
    await mergeLeads(
      { leadId: second.kept.id, duplicateId: second.duplicate.id, assigneeId: older.id },
      manager(),
    )
    expect((await row(second.kept.id))!.assigneeId).toBe(older.id)
    expect((await mailsOf(second.kept.id)).map((m) => [m.kind, m.payload.userId])).toEqual([
      ['lead_handed_over', newer.id],
    ])

    const third = await pair()
    const stranger = await insertStaff('moderator', 'Stranger')
    await expect(
      mergeLeads(
        { leadId: third.kept.id, duplicateId: third.duplicate.id, assigneeId: stranger.id },
        manager(),
      ),
    ).rejects.toMatchObject({ field: 'assigneeId' })
    expect(await row(third.duplicate.id)).toBeDefined()
  })
})

describe('first response means a conversation', () => {
  it('a Call tap is an attempt; Reached stamps the first response at the call, whenever it is logged', async () => {
    const rep = await insertStaff('moderator', 'Caller')
    const lead = await insertLead({ createdAt: T0, assigneeId: rep.id, assignedAt: T0 })
    const first = await recordContact({ leadId: lead.id, channel: 'call' }, as(rep), at(2))
    expect((await row(lead.id))!.firstResponseAt).toBeNull()
    await recordContact(
      { leadId: lead.id, channel: 'call', outcome: 'no_answer', attemptId: first },
      as(rep),
      at(3),
    )
    expect((await row(lead.id))!.firstResponseAt).toBeNull()
    const second = await recordContact({ leadId: lead.id, channel: 'call' }, as(rep), at(7))
    // The rep talked, then logged it 25 minutes later, from the timeline.
    await recordContact(
      { leadId: lead.id, channel: 'call', outcome: 'reached', attemptId: second },
      as(rep),
      at(32),
    )
    const stamped = (await row(lead.id))!
    expect(stamped.firstResponseAt).toEqual(at(7))
    expect(firstResponseMinutes(stamped)).toBe(7)
    // An attempt takes one outcome; a WhatsApp sent later moves nothing back.
    await expect(
      recordContact(
        { leadId: lead.id, channel: 'call', outcome: 'reached', attemptId: first },
        as(rep),
        at(40),
      ),
    ).rejects.toMatchObject({ key: 'leads.refusals.attemptHasOutcome' })
    const chat = await recordContact({ leadId: lead.id, channel: 'whatsapp' }, as(rep), at(50))
    await recordContact(
      { leadId: lead.id, channel: 'whatsapp', outcome: 'whatsapp_sent', attemptId: chat },
      as(rep),
      at(51),
    )
    expect((await row(lead.id))!.firstResponseAt).toEqual(at(7))
  })

  it('an outcome added later to an earlier attempt moves the first response back to that attempt', async () => {
    const rep = await insertStaff('moderator', 'Late Logger')
    const lead = await insertLead({ createdAt: T0 })
    const early = await recordContact({ leadId: lead.id, channel: 'whatsapp' }, as(rep), at(4))
    const later = await recordContact({ leadId: lead.id, channel: 'call' }, as(rep), at(12))
    await recordContact(
      { leadId: lead.id, channel: 'call', outcome: 'reached', attemptId: later },
      as(rep),
      at(13),
    )
    expect((await row(lead.id))!.firstResponseAt).toEqual(at(12))
    await recordContact(
      { leadId: lead.id, channel: 'call', outcome: 'whatsapp_sent', attemptId: early },
      as(rep),
      at(60),
    )
    const lines = await database
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'outcome')))
    // The channel is the attempt's, whatever the form said.
    expect(lines.map((l) => l.data)).toContainEqual({
      channel: 'whatsapp',
      outcome: 'whatsapp_sent',
      attemptId: early,
    })
    expect((await row(lead.id))!.firstResponseAt).toEqual(at(4))
  })

  it('two outcomes for one attempt at once: one is kept, the other refused', async () => {
    const rep = await insertStaff('moderator', 'Double Tapper')
    const lead = await insertLead({ createdAt: T0 })
    const call = await recordContact({ leadId: lead.id, channel: 'call' }, as(rep), at(1))
    const results = await Promise.allSettled([
      recordContact(
        { leadId: lead.id, channel: 'call', outcome: 'reached', attemptId: call },
        as(rep),
        at(2),
      ),
      recordContact(
        { leadId: lead.id, channel: 'call', outcome: 'no_answer', attemptId: call },
        as(rep),
        at(2),
      ),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const outcomes = await database
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'outcome')))
    expect(outcomes).toHaveLength(1)
  })

  it('an unmerge reads the first response again as a conversation at its attempt', async () => {
    const rep = await insertStaff('moderator', 'Unmerge Rep')
    const kept = await insertLead({ createdAt: T0 })
    const duplicate = await insertLead({ createdAt: T0, mobileLocal: kept.mobileLocal })
    const tried = await recordContact({ leadId: kept.id, channel: 'call' }, as(rep), at(3))
    await recordContact(
      { leadId: kept.id, channel: 'call', outcome: 'no_answer', attemptId: tried },
      as(rep),
      at(4),
    )
    const talked = await recordContact({ leadId: kept.id, channel: 'call' }, as(rep), at(9))
    await recordContact(
      { leadId: kept.id, channel: 'call', outcome: 'reached', attemptId: talked },
      as(rep),
      at(20),
    )
    await mergeLeads({ leadId: kept.id, duplicateId: duplicate.id }, manager())
    const [merge] = await database
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, kept.id), eq(leadEvents.type, 'merge')))
    // Cleared by hand, so only the unmerge's reading can put it back.
    await database.update(leads).set({ firstResponseAt: null }).where(eq(leads.id, kept.id))
    await unmergeLead({ mergeId: String(merge!.data.mergeId) }, manager())
    expect((await row(kept.id))!.firstResponseAt).toEqual(at(9))
  })
})
