import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadEvents, leads, outboxMessages, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { chaseLateLeads } from '@/lib/lead-chase/chase-late-leads'
import { readRepDay } from '@/lib/mail/kinds/read-rep-day'
import { sendMorningDigest } from '@/lib/lead-chase/send-morning-digest'
import { startLeadChaser } from '@/lib/lead-chase/start-lead-chaser'
import { storeLead } from '@/lib/leads/store-lead'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import { DEFAULT_LEAD_SETTINGS, type LeadSettings } from '@/lib/settings/lead-settings-schema'
import { saveLeadSettings } from '@/lib/settings/save-lead-settings'
import { setAway } from '@/lib/staff/set-away'
import { composeKind } from '../support/compose-kind'
import { migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'

// Runs on PGlite and again on PostgreSQL, where the two "instances" below really are
// concurrent transactions. The leads here are due in 2031, so no other file's lead is late
// by the clocks these tests pass in (a pass looks back three days only).

let database: Db
let admin: Awaited<ReturnType<typeof insertStaff>>
let saved: LeadSettings

const actor = () => ({ userId: admin.id, name: admin.name, email: admin.email })

beforeAll(async () => {
  database = await migratedDb()
  admin = await insertStaff('admin', 'Chase Manager')
  saved = await readLeadSettings()
  await saveLeadSettings({ ...DEFAULT_LEAD_SETTINGS, escalateAfterMinutes: 10 }, actor())
})

afterAll(async () => {
  await saveLeadSettings(saved, actor())
  // On the shared PostgreSQL database, other files' outbox workers would send these.
  await database
    .delete(outboxMessages)
    .where(inArray(outboxMessages.kind, ['lead_reminder', 'lead_digest']))
})

// Thursday 2031-03-06, 12:00 Cairo (UTC+2): inside the default working hours.
const DUE = new Date('2031-03-06T12:00:00+02:00')
const at = (minutesAfterDue: number) => new Date(DUE.getTime() + minutesAfterDue * 60_000)

/** Reminder mails queued for a lead, by recipient id. */
async function remindersOf(leadId: string) {
  const rows = await database
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.subjectId, leadId), eq(outboxMessages.kind, 'lead_reminder')))
  return rows.map((row) => row.payload.userId as string).sort()
}

async function lateLead(assigneeId: string | null) {
  const lead = await insertLead({ assigneeId, responseDueAt: DUE })
  return lead.id
}

/** Admins that get managers' reminders: the active, present ones (other files add some). */
async function managerIds() {
  const { readStaffMembers } = await import('@/lib/lead-inbox/read-staff-members')
  return (await readStaffMembers())
    .filter((m) => m.role === 'admin' && m.active && !m.away)
    .map((m) => m.id)
}

describe('response target', () => {
  it('stamps each stored lead with its first response due time in working hours', async () => {
    const before = new Date()
    const id = await storeLead({
      source: 'consultation',
      formId: 'consultation',
      locale: 'en',
      fullName: 'Due Stamp',
      email: 'due-stamp@example.com',
      phone: '+201001234567',
    })
    const [row] = await database.select().from(leads).where(eq(leads.id, id))
    const { addBusinessMinutes } = await import('@/lib/lead-chase/business-hours')
    const earliest = addBusinessMinutes(before, 5, DEFAULT_LEAD_SETTINGS)
    expect(row!.responseDueAt!.getTime()).toBeGreaterThanOrEqual(earliest.getTime() - 1000)
    expect(row!.responseDueAt!.getTime()).toBeLessThanOrEqual(
      addBusinessMinutes(new Date(), 5, DEFAULT_LEAD_SETTINGS).getTime(),
    )
  })

  it('stamps a project enquiry (step 1) the same way', async () => {
    const { recordProjectEnquiry } = await import('@/lib/leads/record-project-enquiry')
    const { insertDeveloper, insertProject } = await import('../support/db')
    const project = await insertProject((await insertDeveloper()).id)
    const now = new Date()
    const { leadId } = await recordProjectEnquiry(
      {
        source: 'project',
        formId: 'full_form_step1',
        locale: 'ar',
        projectId: project.id,
        fullName: 'Project Due',
        email: 'project-due@example.com',
        mobileLocal: '01099887766',
        mobileInternational: '+201099887766',
      },
      now,
    )
    const [row] = await database.select().from(leads).where(eq(leads.id, leadId))
    const { addBusinessMinutes } = await import('@/lib/lead-chase/business-hours')
    expect(row!.responseDueAt).toEqual(addBusinessMinutes(now, 5, DEFAULT_LEAD_SETTINGS))
  })
})

describe('reminders', () => {
  it('remind the assignee once at the target, then the managers once, never the deactivated or away', async () => {
    const rep = await insertStaff('moderator', 'Late Rep')
    const away = await insertStaff('admin', 'Away Manager')
    await setAway(away.id, true)
    const gone = await insertStaff('admin', 'Gone Manager')
    await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id))
    const leadId = await lateLead(rep.id)

    expect(await chaseLateLeads(at(-1))).toBe(0)
    await chaseLateLeads(at(1))
    expect(await remindersOf(leadId)).toEqual([rep.id])
    await chaseLateLeads(at(2))
    expect(await remindersOf(leadId)).toEqual([rep.id])

    // Ten more working minutes: the managers.
    await chaseLateLeads(at(11))
    const reminded = await remindersOf(leadId)
    expect(reminded).toContain(admin.id)
    expect(reminded).not.toContain(away.id)
    expect(reminded).not.toContain(gone.id)
    expect(reminded.filter((id) => id === rep.id)).toHaveLength(1)
    expect(reminded.sort()).toEqual([rep.id, ...(await managerIds())].sort())
    await chaseLateLeads(at(30))
    expect(await remindersOf(leadId)).toEqual(reminded)

    const timeline = await database
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, 'reminder')))
      .orderBy(asc(leadEvents.createdAt))
    expect(timeline.map((event) => event.data.level)).toEqual(['assignee', 'managers'])
    // Who, by id: the timeline names them in its reader's language.
    expect(timeline[0]!.data.to).toEqual([{ id: rep.id, name: 'Late Rep' }])
  })

  it('go to the managers at once when nobody has the lead, and never for an answered one', async () => {
    const unassigned = await lateLead(null)
    const rep = await insertStaff('moderator', 'Quick Rep')
    const answered = await insertLead({
      assigneeId: rep.id,
      responseDueAt: DUE,
      firstResponseAt: at(-2),
    })
    await chaseLateLeads(at(1))
    expect(await remindersOf(unassigned)).toContain(admin.id)
    expect(await remindersOf(answered.id)).toEqual([])
  })

  it('two instances chasing at once still remind each person once', async () => {
    const rep = await insertStaff('moderator', 'Raced Rep')
    const leadIds = await Promise.all(Array.from({ length: 5 }, () => lateLead(rep.id)))
    await Promise.all([chaseLateLeads(at(12)), chaseLateLeads(at(12)), chaseLateLeads(at(12))])
    const managers = await managerIds()
    for (const leadId of leadIds)
      expect(await remindersOf(leadId)).toEqual([rep.id, ...managers].sort())
  })

  it('a reminder mail names the lead, when it was due and opens its page; none once answered', async () => {
    const rep = await insertStaff('moderator', 'Mailed Rep')
    const leadId = await lateLead(rep.id)
    const [mail] = (
      await composeKind('lead_reminder', [{ leadId, userId: rep.id }], {
        salesInbox: 'sales@example.com',
      })
    ).flat()
    expect(mail).toMatchObject({ to: rep.email, subject: expect.stringContaining('Still waiting') })
    expect(mail!.text).toContain('6 Mar 2031, 12:00')
    expect(mail!.text).toContain(`/admin/leads/${leadId}`)
    expect(mail!.html).toContain(`/admin/leads/${leadId}`)
    await database
      .update(leads)
      .set({ firstResponseAt: at(3) })
      .where(eq(leads.id, leadId))
    expect(
      await composeKind('lead_reminder', [{ leadId, userId: rep.id }], { salesInbox: '' }),
    ).toEqual([[]])
  })
})

describe('morning digest', () => {
  // Sunday 2031-03-09 (a working day); the digest goes at 08:30 Cairo.
  const DAY = '2031-03-09'
  const cairo = (time: string) => new Date(`${DAY}T${time}:00+02:00`)

  it("lists each rep's calls and viewings of the day, once per day, from whichever instance", async () => {
    const rep = await insertStaff('moderator', 'Digest Rep')
    const idle = await insertStaff('moderator', 'Idle Rep')
    const call = await insertLead({
      assigneeId: rep.id,
      status: 'contacted',
      nextActionAt: cairo('11:00'),
      nextActionNote: 'Call back about the villa',
    })
    const leftOver = await insertLead({
      assigneeId: rep.id,
      status: 'qualified',
      nextActionAt: new Date('2031-03-08T16:00:00+02:00'),
    })
    const viewing = await insertLead({
      assigneeId: rep.id,
      status: 'viewing',
      viewingDate: cairo('15:30'),
    })
    const closed = await insertLead({
      assigneeId: rep.id,
      status: 'won',
      nextActionAt: cairo('12:00'),
    })

    const items = await readRepDay(rep.id, DAY)
    expect(items.map((item) => [item.leadId, item.kind, item.overdue])).toEqual([
      [leftOver.id, 'action', true],
      [call.id, 'action', false],
      [viewing.id, 'viewing', false],
    ])
    expect(items.some((item) => item.leadId === closed.id)).toBe(false)

    expect(await sendMorningDigest(cairo('08:00'))).toBe(0)
    const sent = await Promise.all([
      sendMorningDigest(cairo('08:31')),
      sendMorningDigest(cairo('08:31')),
    ])
    expect(sent.filter((count) => count > 0)).toHaveLength(1)
    expect(await sendMorningDigest(cairo('09:00'))).toBe(0)

    const digests = await database
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'lead_digest'),
          inArray(outboxMessages.payload, [
            { userId: rep.id, day: DAY },
            { userId: idle.id, day: DAY },
          ]),
        ),
      )
    expect(digests).toEqual([{ payload: { userId: rep.id, day: DAY } }])

    const [mail] = (
      await composeKind('lead_digest', [{ userId: rep.id, day: DAY }], { salesInbox: '' })
    ).flat()
    expect(mail!.to).toBe(rep.email)
    expect(mail!.subject).toBe(`Your day, ${DAY}: 3 follow-ups`)
    expect(mail!.text).toMatch(/Overdue since 8 Mar 2031, 16:00/)
    expect(mail!.text).toContain('11:00  Next action · Lead')
    expect(mail!.text).toContain('Call back about the villa')
    expect(mail!.text).toMatch(/15:30 {2}Viewing/)
  })

  it('goes out at the first pass once its time has passed (a restart at 11:00, a time moved earlier), still once a day', async () => {
    const rep = await insertStaff('moderator', 'Late Digest Rep')
    const day = (d: string, time: string) => new Date(`${d}T${time}:00+02:00`)
    // Monday 2031-03-10: the server was down at 08:30 and starts at 11:00.
    await insertLead({
      assigneeId: rep.id,
      status: 'contacted',
      nextActionAt: day('2031-03-10', '15:00'),
    })
    expect(await sendMorningDigest(day('2031-03-10', '11:00'))).toBeGreaterThan(0)
    expect(await sendMorningDigest(day('2031-03-10', '11:01'))).toBe(0)
    // Tuesday: the time is 12:00 until, at 09:00, it is moved to 08:45 (already past).
    await insertLead({
      assigneeId: rep.id,
      status: 'contacted',
      nextActionAt: day('2031-03-11', '15:00'),
    })
    const at = (digestAt: string) => ({ ...DEFAULT_LEAD_SETTINGS, digestAt })
    expect(await sendMorningDigest(day('2031-03-11', '09:00'), at('12:00'))).toBe(0)
    expect(await sendMorningDigest(day('2031-03-11', '09:00'), at('08:45'))).toBeGreaterThan(0)
    // Moved again, later: the day's digest has gone, once.
    expect(await sendMorningDigest(day('2031-03-11', '10:01'), at('10:00'))).toBe(0)
    const sent = await database
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'lead_digest'),
          inArray(outboxMessages.payload, [
            { userId: rep.id, day: '2031-03-10' },
            { userId: rep.id, day: '2031-03-11' },
          ]),
        ),
      )
    expect(sent).toHaveLength(2)
  })

  it('the chaser runs its first pass when it starts, not an interval later', async () => {
    const rep = await insertStaff('moderator', 'Restart Rep')
    // Late by the real clock: the pass at start reminds its rep.
    const lead = await insertLead({
      assigneeId: rep.id,
      responseDueAt: new Date(Date.now() - 60_000),
    })
    const stop = startLeadChaser(60 * 60 * 1000)
    await expect.poll(() => remindersOf(lead.id), { timeout: 20_000 }).toEqual([rep.id])
    await stop()
  })

  it('sends nothing on a day off (Friday)', async () => {
    expect(await sendMorningDigest(new Date('2031-03-07T09:00:00+02:00'))).toBe(0)
  })
})
