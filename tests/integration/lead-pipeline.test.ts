import { and, eq } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { leadEnquiries, leadEvents, leads, outboxMessages, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { formatCairoClock, fromCairoWallTime } from '@/lib/i18n/business-time'
import { countLeadsByStatus } from '@/lib/lead-inbox/count-leads-by-status'
import { DEFAULT_FILTERS } from '@/lib/lead-inbox/lead-filters'
import {
  addLeadNoteAction,
  assignLeadAction,
  changeLeadStatusAction,
  eraseLeadAction,
  recordContactAttemptAction,
  recordContactOutcomeAction,
  resendLeadNotificationAction,
} from '@/lib/lead-inbox/lead-inbox-actions'
import { readLeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import {
  RESEND_INTERVAL_MS,
  resendLeadNotification,
} from '@/lib/lead-inbox/resend-lead-notification'
import { composeMails } from '@/lib/mail/compose-mails'
import type { Mail } from '@/lib/mail/mail-kind'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { staffViewer } from '../support/viewer'
import { mailText } from '../support/mail-text'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'
import { inEnglish } from '../support/english'

// The actions check the session: stand in the signed-in staff member this test chooses.
const session = vi.hoisted(() => ({
  viewer: {
    userId: '',
    email: '',
    name: '',
    role: 'moderator' as 'admin' | 'moderator',
    locale: 'en' as 'en' | 'ar',
  },
}))
vi.mock('@/lib/auth/authorize', async (original) => {
  const { can } = await import('@/lib/auth/permissions')
  return {
    ...(await original<typeof import('@/lib/auth/authorize')>()),
    authorize: async (permission: 'content' | 'leads' | 'administration') =>
      can(session.viewer.role, permission)
        ? { ok: true, viewer: { ...session.viewer, sessionId: 's1', twoFactorEnabled: false } }
        : { ok: false, denial: 'admin-only' },
  }
})

let database: Db
let smtp: LoopbackSmtp
let projectId: string
let moderator: Awaited<ReturnType<typeof insertStaff>>
let admin: Awaited<ReturnType<typeof insertStaff>>

const signedIn = (
  who: typeof moderator,
  role: 'admin' | 'moderator',
  locale: 'en' | 'ar' = 'en',
) => {
  session.viewer = { userId: who.id, email: who.email, name: who.name, role, locale }
}

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

const leadRow = async (id: string) =>
  (await database.select().from(leads).where(eq(leads.id, id)))[0]!

const events = (leadId: string) =>
  database
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(leadEvents.createdAt)

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
  projectId = (await insertProject((await insertDeveloper()).id)).id
  moderator = await insertStaff('moderator', 'Nadia Moderator')
  admin = await insertStaff('admin', 'Karim Admin')
})
afterAll(() => smtp.close())

describe('pipeline stages', () => {
  it('refuses Lost without a reason, and Viewing without a date, with messages by field', async () => {
    signedIn(moderator, 'moderator')
    const lead = await insertLead({ projectId })
    expect(await changeLeadStatusAction(null, form({ leadId: lead.id, status: 'lost' }))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'errors.invalid',
      fieldErrors: { lostReason: 'leads.fieldErrors.chooseLostReason' },
    })
    const viewing = await changeLeadStatusAction(
      null,
      form({ leadId: lead.id, status: 'viewing', viewingDate: '2026-02-30T10:00' }),
    )
    expect(viewing).toMatchObject({
      ok: false,
      fieldErrors: { viewingDate: 'leads.fieldErrors.chooseViewingDate' },
    })
    expect(await leadRow(lead.id)).toMatchObject({ status: 'new', lostAt: null })
    expect(await events(lead.id)).toEqual([])
  })

  it('moves through every stage with its times, and records each move with who did it', async () => {
    signedIn(moderator, 'moderator')
    const lead = await insertLead({ projectId })
    const move = (values: Record<string, string>) =>
      changeLeadStatusAction(null, form({ leadId: lead.id, ...values }))

    expect(await move({ status: 'contacted' })).toEqual({ ok: true, data: null })
    const contacted = await leadRow(lead.id)
    expect(contacted.contactedAt).toBeInstanceOf(Date)
    expect(inEnglish(await move({ status: 'contacted' }))).toEqual({
      ok: false,
      code: 'refused',
      message: 'The lead is already Contacted',
    })

    // Straight to Viewing: Qualified counts as reached on the way.
    expect(await move({ status: 'viewing', viewingDate: '2026-12-05T16:30' })).toMatchObject({
      ok: true,
    })
    const viewing = await leadRow(lead.id)
    expect(viewing.viewingDate).toEqual(fromCairoWallTime('2026-12-05T16:30'))
    expect(viewing.viewingDate?.toISOString()).toBe('2026-12-05T14:30:00.000Z')
    expect(viewing.qualifiedAt).toBeInstanceOf(Date)
    expect(viewing.viewingBookedAt).toBeInstanceOf(Date)
    expect(viewing.contactedAt).toEqual(contacted.contactedAt)
    // A new date for the same stage is a reschedule, not a refusal.
    expect(await move({ status: 'viewing', viewingDate: '2026-12-06T11:00' })).toMatchObject({
      ok: true,
    })

    expect(await move({ status: 'won', wonValue: '5,200,000' })).toMatchObject({ ok: true })
    expect(await leadRow(lead.id)).toMatchObject({ status: 'won', wonValueEgp: 5_200_000 })

    // Back to Qualified (a mistake corrected): the later stages no longer count as reached.
    expect(await move({ status: 'qualified' })).toMatchObject({ ok: true })
    expect(await leadRow(lead.id)).toMatchObject({
      status: 'qualified',
      wonAt: null,
      viewingBookedAt: null,
      wonValueEgp: null,
    })

    expect(
      await move({ status: 'lost', lostReason: 'budget', lostNote: 'Needs 3 bedrooms under 4M' }),
    ).toMatchObject({ ok: true })
    const lost = await leadRow(lead.id)
    expect(lost).toMatchObject({
      status: 'lost',
      lostReason: 'budget',
      lostNote: 'Needs 3 bedrooms under 4M',
    })
    expect(lost.qualifiedAt).toBeInstanceOf(Date)

    const timeline = await events(lead.id)
    expect(timeline.map((e) => [e.type, e.data.from, e.data.to, e.actorId])).toEqual([
      ['status', 'new', 'contacted', moderator.id],
      ['status', 'contacted', 'viewing', moderator.id],
      ['status', 'viewing', 'viewing', moderator.id],
      ['status', 'viewing', 'won', moderator.id],
      ['status', 'won', 'qualified', moderator.id],
      ['status', 'qualified', 'lost', moderator.id],
    ])
    expect(timeline[3]!.data.wonValue).toBe(5_200_000)
    expect(timeline[5]!.data).toMatchObject({
      lostReason: 'budget',
      lostNote: 'Needs 3 bedrooms under 4M',
    })
  })

  it('answers an unknown or malformed lead id as not found', async () => {
    signedIn(moderator, 'moderator')
    expect(
      await changeLeadStatusAction(
        null,
        form({ leadId: '00000000-0000-4000-8000-000000000000', status: 'contacted' }),
      ),
    ).toEqual({ ok: false, code: 'not-found', message: 'leads.fieldErrors.leadNotFound' })
    expect(await changeLeadStatusAction(null, form({ leadId: 'x', status: 'won' }))).toMatchObject({
      ok: false,
      fieldErrors: { leadId: 'leads.fieldErrors.leadNotFound' },
    })
  })
})

describe('assignment, notes and the notification', () => {
  it('assigning tells the assignee by e-mail through the outbox, over SMTP', async () => {
    signedIn(admin, 'admin')
    const lead = await insertLead({ projectId, fullName: 'Hazem Zaki' })
    expect(
      await assignLeadAction(null, form({ leadId: lead.id, assigneeId: moderator.id })),
    ).toEqual({
      ok: true,
      data: null,
    })
    expect((await leadRow(lead.id)).assigneeId).toBe(moderator.id)
    const queued = await database
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.subjectId, lead.id), eq(outboxMessages.kind, 'lead_assignment')))
    expect(queued).toHaveLength(1)

    const transport = createTransport(smtp.url)
    const settings = {
      transport,
      from: 'Masar <no-reply@masar.example>',
      to: 'sales@masar.example',
    }
    for (let pass = 0; pass < 1000; pass++) {
      if (smtp.mails.some((m) => m.to.includes(moderator.email))) break
      if ((await deliverDueMessages(settings)) === 0) break
    }
    const mail = smtp.mails.find((m) => m.to.includes(moderator.email))
    expect(mail?.raw).toContain('Subject: Lead assigned to you: Hazem Zaki')
    expect(mailText(mail!.raw)).toContain(`/admin/leads/${lead.id}`)

    const [assignment] = await events(lead.id)
    expect(assignment).toMatchObject({ type: 'assignment', actorId: admin.id })
    expect(assignment!.data).toMatchObject({
      from: null,
      to: { id: moderator.id, name: 'Nadia Moderator' },
    })
  })

  it('taking a lead yourself sends no mail; a non-staff account or the same assignee is refused', async () => {
    signedIn(moderator, 'moderator')
    const lead = await insertLead({ projectId })
    const plainUser = await insertStaff('user')
    expect(
      await assignLeadAction(null, form({ leadId: lead.id, assigneeId: plainUser.id })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { assigneeId: 'leads.fieldErrors.chooseFromList' },
    })
    expect(
      await assignLeadAction(null, form({ leadId: lead.id, assigneeId: moderator.id })),
    ).toMatchObject({
      ok: true,
    })
    expect(
      inEnglish(await assignLeadAction(null, form({ leadId: lead.id, assigneeId: moderator.id }))),
    ).toEqual({
      ok: false,
      code: 'refused',
      message: 'The lead is already Nadia Moderator’s',
    })
    // With the portal in Arabic, the refusal names them by their Arabic name.
    await database.update(users).set({ nameAr: 'نادية' }).where(eq(users.id, moderator.id))
    signedIn(moderator, 'moderator', 'ar')
    expect(
      await assignLeadAction(null, form({ leadId: lead.id, assigneeId: moderator.id })),
    ).toMatchObject({
      ok: false,
      message: 'leads.refusals.alreadyAssignee',
      values: { name: 'نادية' },
    })
    await database.update(users).set({ nameAr: null }).where(eq(users.id, moderator.id))
    signedIn(moderator, 'moderator')
    const mails = await database
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.subjectId, lead.id), eq(outboxMessages.kind, 'lead_assignment')))
    expect(mails).toEqual([])
  })

  it('notes go on the timeline; an empty one is refused; a resend queues the notification again', async () => {
    signedIn(moderator, 'moderator')
    const lead = await insertLead({ projectId })
    expect(await addLeadNoteAction(null, form({ leadId: lead.id, note: '   ' }))).toMatchObject({
      ok: false,
      fieldErrors: { note: 'leads.fieldErrors.writeNote' },
    })
    expect(
      await addLeadNoteAction(null, form({ leadId: lead.id, note: 'اتصلت، لم يرد' })),
    ).toMatchObject({
      ok: true,
    })
    expect(await resendLeadNotificationAction(null, form({ leadId: lead.id }))).toMatchObject({
      ok: true,
    })
    expect((await events(lead.id)).map((e) => [e.type, e.data.text])).toEqual([
      ['note', 'اتصلت، لم يرد'],
      ['resend', undefined],
    ])
    const notifications = await database
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.subjectId, lead.id), eq(outboxMessages.kind, 'lead_notification')),
      )
    expect(notifications).toHaveLength(1)
  })
})

describe('resending the notification', () => {
  it('once per lead in 10 minutes, saying when it may be resent; the timeline names who resent it', async () => {
    signedIn(moderator, 'moderator')
    const lead = await insertLead({ projectId })
    const other = await insertLead({ projectId })
    const notifications = async (leadId: string) =>
      database
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.subjectId, leadId), eq(outboxMessages.kind, 'lead_notification')),
        )
    const resend = (leadId: string) => resendLeadNotificationAction(null, form({ leadId: leadId }))
    expect(await resend(lead.id)).toEqual({ ok: true, data: null })
    const [first] = (await events(lead.id)).filter((e) => e.type === 'resend')
    signedIn(admin, 'admin')
    const refused = await resend(lead.id)
    expect(refused).toMatchObject({
      ok: false,
      message: 'leads.refusals.resentRecently',
      values: { time: expect.stringMatching(/^\d\d:\d\d$/) },
    })
    // The time it names is the first resend's, ten minutes on, in Cairo.
    const allowed = new Date(first!.createdAt.getTime() + RESEND_INTERVAL_MS)
    expect(refused).toMatchObject({
      values: { time: formatCairoClock(allowed, 'en') },
    })
    expect(await notifications(lead.id)).toHaveLength(1)
    // Another lead has its own allowance.
    expect(await resend(other.id)).toEqual({ ok: true, data: null })
    // A minute short is still refused; ten minutes on, it goes again.
    const viewer = {
      ...staffViewer(admin.id),
      name: admin.name,
      email: admin.email,
      role: 'admin' as const,
    }
    await expect(
      resendLeadNotification(lead.id, viewer, new Date(allowed.getTime() - 60_000)),
    ).rejects.toThrow('leads.refusals.resentRecently')
    await resendLeadNotification(lead.id, viewer, allowed)
    expect(await notifications(lead.id)).toHaveLength(2)
    const detail = await readLeadDetail({ viewer, id: lead.id })
    expect(
      detail!.events
        .filter((e) => e.type === 'resend')
        .map((e) => e.actorName)
        .sort(),
    ).toEqual([admin.name, moderator.name].sort())
  })
})

describe('first response', () => {
  it('a Call tap is an attempt; the first conversation stamps it, at its attempt; the actions name the attempt', async () => {
    signedIn(moderator, 'moderator')
    const lead = await insertLead({ projectId })
    expect((await leadRow(lead.id)).firstResponseAt).toBeNull()
    expect(
      await recordContactOutcomeAction(null, form({ leadId: lead.id, channel: 'call' })),
    ).toMatchObject({ ok: false, fieldErrors: { outcome: 'leads.fieldErrors.chooseOutcome' } })

    const call = await recordContactAttemptAction(null, form({ leadId: lead.id, channel: 'call' }))
    if (!call.ok) throw new Error('attempt not logged')
    // An attempt alone, and one that rang out, are no response: the lead keeps waiting.
    expect((await leadRow(lead.id)).firstResponseAt).toBeNull()
    expect(
      await recordContactOutcomeAction(
        null,
        form({ leadId: lead.id, channel: 'call', outcome: 'no_answer', attemptId: call.data }),
      ),
    ).toMatchObject({ ok: true })
    expect((await leadRow(lead.id)).firstResponseAt).toBeNull()
    // The same attempt twice: refused, in the portal's words.
    expect(
      await recordContactOutcomeAction(
        null,
        form({ leadId: lead.id, channel: 'call', outcome: 'reached', attemptId: call.data }),
      ),
    ).toMatchObject({ ok: false, message: 'leads.refusals.attemptHasOutcome' })

    const chat = await recordContactAttemptAction(
      null,
      form({ leadId: lead.id, channel: 'whatsapp' }),
    )
    if (!chat.ok) throw new Error('attempt not logged')
    await recordContactOutcomeAction(
      null,
      form({
        leadId: lead.id,
        channel: 'whatsapp',
        outcome: 'whatsapp_sent',
        attemptId: chat.data,
      }),
    )
    const [chatLine] = (await events(lead.id)).filter((e) => e.id === chat.data)
    expect((await leadRow(lead.id)).firstResponseAt).toEqual(chatLine!.createdAt)
    const lines = (await events(lead.id)).map((e) => [e.type, e.data.channel, e.data.outcome])
    expect(lines).toHaveLength(4)
    expect(lines).toEqual(
      expect.arrayContaining([
        ['attempt', 'call', undefined],
        ['outcome', 'call', 'no_answer'],
        ['attempt', 'whatsapp', undefined],
        ['outcome', 'whatsapp', 'whatsapp_sent'],
      ]),
    )
  })
})

describe('erasure (privacy)', () => {
  it('only an admin erases; name, e-mail, phone and notes are replaced; the statistics stay', async () => {
    const lead = await insertLead({
      projectId,
      fullName: 'Rania Gamal',
      email: 'rania@example.com',
      notes: 'Call after 6 pm on 0100 000 0000',
      status: 'qualified',
      gclid: 'gclid-e1',
      landingPage: 'https://masar.example/the-crest?gclid=g1&email=rania@example.com#form',
      referrer: 'https://mail.example/inbox?q=rania',
    })
    await database.insert(leadEnquiries).values({
      leadId: lead.id,
      formId: 'full_form_step1',
      locale: 'en',
      fullName: 'Rania G.',
      email: 'rania.other@example.com',
      notes: 'My second number is 0111 222 3333',
      unitInterest: 'Villa near my sister Hoda',
      landingPage: 'https://masar.example/the-crest?phone=01112223333',
      referrer: 'https://search.example/?q=rania+gamal',
    })
    signedIn(moderator, 'moderator')
    await addLeadNoteAction(null, form({ leadId: lead.id, note: 'Her husband is Tarek, 0122…' }))
    const before = await countLeadsByStatus({
      viewer: staffViewer(moderator.id),
      filters: { ...DEFAULT_FILTERS, project: projectId },
    })

    expect(await eraseLeadAction(null, form({ leadId: lead.id }))).toMatchObject({
      ok: false,
      code: 'admin-only',
    })
    expect((await leadRow(lead.id)).fullName).toBe('Rania Gamal')

    signedIn(admin, 'admin')
    expect(await eraseLeadAction(null, form({ leadId: lead.id }))).toEqual({ ok: true, data: null })
    const erased = await leadRow(lead.id)
    expect(erased).toMatchObject({
      fullName: '[erased]',
      email: '[erased]',
      mobileLocal: null,
      mobileInternational: null,
      phone: null,
      notes: '[erased]',
      status: 'qualified',
      gclid: 'gclid-e1',
      landingPage: 'https://masar.example/the-crest',
      referrer: 'https://mail.example/inbox',
    })
    expect(erased.erasedAt).toBeInstanceOf(Date)
    const [enquiry] = await database
      .select()
      .from(leadEnquiries)
      .where(eq(leadEnquiries.leadId, lead.id))
    expect(enquiry).toMatchObject({
      fullName: '[erased]',
      email: '[erased]',
      notes: null,
      unitInterest: null,
      landingPage: 'https://masar.example/the-crest',
      referrer: 'https://search.example/',
    })
    const timeline = await events(lead.id)
    expect(timeline.map((e) => [e.type, e.data.text])).toEqual([
      ['note', '[erased]'],
      ['erasure', undefined],
    ])
    expect(JSON.stringify(timeline)).not.toContain('Tarek')
    expect(
      await countLeadsByStatus({
        viewer: staffViewer(admin.id),
        filters: { ...DEFAULT_FILTERS, project: projectId },
      }),
    ).toEqual(before)

    // Nothing more can be done with it, and a queued mail about it carries no personal data.
    expect(
      await changeLeadStatusAction(null, form({ leadId: lead.id, status: 'won' })),
    ).toMatchObject({
      ok: false,
      code: 'refused',
    })
    expect(await eraseLeadAction(null, form({ leadId: lead.id }))).toMatchObject({
      ok: false,
      code: 'refused',
    })
    const mails = await composeMails(
      [{ id: 'm', kind: 'lead_notification', payload: { leadId: lead.id } }],
      { salesInbox: 'sales@masar.example' },
    )
    const [mail] = mails.get('m') as Mail[]
    expect(mail!.text).not.toContain('Rania')
    expect(mail!.replyTo).toBeUndefined()
  })
})
