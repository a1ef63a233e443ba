import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { queueMail, type QueuedMail } from '@/lib/mail/queue-mail'
import { inviteStaff } from '@/lib/staff/invite-staff'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { mailHtml, mailSubject, mailText } from '../support/mail-text'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'

// Every mail to staff reads in the recipient's language (users.locale), looked up when the
// outbox sends it; the sales notification once per language among its recipients.

let database: Db
let smtp: LoopbackSmtp

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())

const SALES_INBOX = 'sales@masar.example'

const settings = (server: LoopbackSmtp, to = SALES_INBOX) => ({
  transport: createTransport(server.url),
  from: 'Masar <no-reply@masar.example>',
  to,
})

/** Sends everything due, as the worker's passes would. */
async function deliver(to = SALES_INBOX, server = smtp) {
  while ((await deliverDueMessages(settings(server, to))) > 0);
}

type Language = 'en' | 'ar' | null

const ARABIC_NAMES: Record<string, string> = { Rami: 'رامي', Salma: 'سلمى' }

/** A staff member reading the portal (and their mail) in a language, with an Arabic name. */
async function staffIn(locale: Language, role: 'admin' | 'moderator' = 'moderator', name = 'Rami') {
  const member = await insertStaff(role, name)
  await database
    .update(users)
    .set({ locale, nameAr: ARABIC_NAMES[name] })
    .where(eq(users.id, member.id))
  return member
}

const setLanguage = (userId: string, locale: Language) =>
  database.update(users).set({ locale }).where(eq(users.id, userId))

const queue = (mail: QueuedMail) => queueMail(database, mail).then(([id]) => id!)

/** The mails an address received: subject, plain text and HTML as its reader sees them. */
const mailsTo = (address: string, server = smtp) =>
  server.mails
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()))
    .map((mail) => ({
      to: mail.to,
      subject: mailSubject(mail.raw),
      text: mailText(mail.raw),
      html: mailHtml(mail.raw),
    }))

const RECEIVED = new Date('2026-11-23T12:30:00Z') // 14:30 in Cairo

async function projectLead(overrides: Parameters<typeof insertLead>[0] = {}) {
  const project = await insertProject((await insertDeveloper()).id)
  return insertLead({
    projectId: project.id,
    fullName: 'Hazem Zaki',
    mobileInternational: '+201001234567',
    howSoon: 'within_3m',
    preferredChannel: 'whatsapp',
    createdAt: RECEIVED,
    ...overrides,
  })
}

describe('lead assignment, reminder and digest', () => {
  it('an assignment mail is in the assignee’s language, the one they have when it is sent', async () => {
    const arabic = await staffIn('ar')
    const english = await staffIn('en')
    const switched = await staffIn('en')
    const lead = await projectLead()
    for (const assignee of [arabic, english, switched])
      await queue({
        kind: MAIL_KINDS.leadAssignment,
        payload: { leadId: lead.id, assigneeId: assignee.id, assignedBy: 'Mona Admin' },
        subjectId: lead.id,
      })
    // Changed in My Account after the mail was queued, before the outbox sent it.
    await setLanguage(switched.id, 'ar')
    await deliver()

    const [ar] = mailsTo(arabic.email)
    expect(ar!.subject).toBe('عميل محتمل أُسند إليك: Hazem Zaki')
    expect(ar!.text).toContain('مرحبًا رامي،')
    expect(ar!.text).toContain('أسند إليك Mona Admin عميلًا محتملًا في لوحة تحكم مسار.')
    expect(ar!.text).toContain('موعد الشراء: خلال 3 شهور')
    expect(ar!.text).toContain('طريقة التواصل المفضلة: واتساب')
    expect(ar!.text).toContain('وقت الاستلام (بتوقيت القاهرة): 23 نوفمبر 2026، 14:30')
    // The number keeps its "+" in front inside Arabic text.
    expect(ar!.text).toContain('الهاتف: \u200e+201001234567\u200e')
    expect(ar!.html).toContain('<html dir="rtl" lang="ar">')
    expect(ar!.html).toContain('<span dir="ltr">+201001234567</span>')
    expect(ar!.html).toContain('افتح صفحة العميل المحتمل')
    expect(ar!.text).not.toMatch(/Lead assigned|Buying timeline|Nov/)

    const [en] = mailsTo(english.email)
    expect(en!.subject).toBe('Lead assigned to you: Hazem Zaki')
    expect(en!.text).toContain('Hello Rami,')
    expect(en!.text).toContain('Mona Admin assigned a lead to you in the Masar admin portal.')
    expect(en!.text).toContain('Buying timeline: Within 3 months')
    expect(en!.text).toContain('Received (Cairo time): 23 Nov 2026, 14:30')
    expect(en!.html).toContain('<html dir="ltr" lang="en">')

    expect(mailsTo(switched.email).map((mail) => mail.subject)).toEqual([
      'عميل محتمل أُسند إليك: Hazem Zaki',
    ])
  })

  it('a late lead’s reminders: the assignee and each manager in their own language', async () => {
    const rep = await staffIn('en', 'moderator', 'Rami')
    const manager = await staffIn('ar', 'admin', 'Salma')
    const lead = await projectLead({
      assigneeId: rep.id,
      responseDueAt: new Date('2026-11-23T13:00:00Z'),
    })
    for (const userId of [rep.id, manager.id])
      await queue({
        kind: MAIL_KINDS.leadReminder,
        payload: { leadId: lead.id, userId },
        subjectId: lead.id,
      })
    await deliver()

    const [en] = mailsTo(rep.email)
    expect(en!.subject).toBe('Still waiting for a call: Hazem Zaki')
    expect(en!.text).toContain('the first response was due at 23 Nov 2026, 15:00 (Cairo time)')
    expect(en!.text).toContain('It is yours: call now')
    const [ar] = mailsTo(manager.email)
    expect(ar!.subject).toBe('عميل محتمل ما زال ينتظر اتصالًا: Hazem Zaki')
    expect(ar!.text).toContain('مرحبًا سلمى،')
    expect(ar!.text).toContain('وكان موعد أول رد 23 نوفمبر 2026، 15:00 (بتوقيت القاهرة)')
    // The assignee by their Arabic name, in the manager's Arabic mail.
    expect(ar!.text).toContain('المسؤول عنه: رامي.')
    expect(ar!.html).toContain('<html dir="rtl" lang="ar">')
  })

  it('the morning digest counts follow-ups with the language’s plural', async () => {
    const DAY = '2031-04-06'
    const arabic = await staffIn('ar')
    const english = await staffIn('en')
    for (const time of ['10:00', '11:00', '12:00'])
      await insertLead({
        assigneeId: arabic.id,
        status: 'contacted',
        nextActionAt: new Date(`${DAY}T${time}:00+02:00`),
      })
    await insertLead({
      assigneeId: english.id,
      status: 'contacted',
      nextActionAt: new Date(`${DAY}T10:00:00+02:00`),
    })
    for (const rep of [arabic, english])
      await queue({ kind: MAIL_KINDS.leadDigest, payload: { userId: rep.id, day: DAY } })
    await deliver()

    const [ar] = mailsTo(arabic.email)
    expect(ar!.subject).toBe('يومك 6 أبريل 2031: 3 متابعات')
    expect(ar!.text).toContain('صباح الخير رامي،')
    expect(ar!.text).toContain('10:00  الإجراء التالي · ')
    expect(ar!.html).toContain('<html dir="rtl" lang="ar">')
    expect(ar!.html).toContain('كل متابعات اليوم في صندوق العملاء')
    const [en] = mailsTo(english.email)
    expect(en!.subject).toBe(`Your day, ${DAY}: 1 follow-up`)
  })
})

describe('account mails', () => {
  it('a password reset is in the account’s language, as it is when sent', async () => {
    const member = await staffIn('en')
    await queue({
      kind: MAIL_KINDS.passwordReset,
      payload: { to: member.email, url: 'https://masar.example/admin/reset-password?token=t1' },
    })
    await setLanguage(member.id, 'ar')
    await deliver()
    const [mail] = mailsTo(member.email)
    expect(mail!.subject).toBe('إعادة تعيين كلمة مرور لوحة تحكم مسار')
    expect(mail!.text).toContain(
      'اختر كلمة مرور جديدة من هنا (الرابط صالح لمدة ساعة): https://masar.example/admin/reset-password?token=t1',
    )
    expect(mail!.html).toContain('<html dir="rtl" lang="ar">')
    expect(mail!.html).toContain('href="https://masar.example/admin/reset-password?token=t1"')
  })

  it('a test mail is in its recipient account’s language, else in its sender’s', async () => {
    const sender = await staffIn('ar', 'admin')
    const colleague = await staffIn('en')
    const outside = `it-${randomUUID().slice(0, 8)}@mail.example`
    for (const to of [outside, colleague.email])
      await queue({
        kind: MAIL_KINDS.testMail,
        payload: { to, requestedBy: 'Salma', requestedById: sender.id },
      })
    await deliver()
    const [ar] = mailsTo(outside)
    expect(ar!.subject).toBe('رسالة اختبار من مسار')
    expect(ar!.text).toContain('أرسل Salma هذه الرسالة للاختبار من الإعدادات › البريد')
    expect(ar!.html).toContain('<html dir="rtl" lang="ar">')
    const [en] = mailsTo(colleague.email)
    expect(en!.subject).toBe('Masar test mail')
    expect(en!.text).toContain('Salma sent this test from Settings › Mail')
  })

  it('an invitation is in the inviting admin’s language (the invitee has none yet)', async () => {
    const admin = await staffIn('ar', 'admin', 'Salma')
    const by = { userId: admin.id, name: admin.name, email: admin.email }
    const arabicInvitee = `new-${randomUUID().slice(0, 8)}@staff.example`
    const englishInvitee = `new-${randomUUID().slice(0, 8)}@staff.example`
    await inviteStaff({ name: 'Nour', email: arabicInvitee, role: 'moderator' }, by)
    await deliver()
    // The admin switched to English: the next invitation is in English.
    await setLanguage(admin.id, 'en')
    await inviteStaff({ name: 'Omar', email: englishInvitee, role: 'admin' }, by)
    await deliver()

    const [ar] = mailsTo(arabicInvitee)
    expect(ar!.subject).toBe('دعوة إلى لوحة تحكم مسار')
    expect(ar!.text).toContain('مرحبًا Nour،')
    expect(ar!.text).toContain('دعاك Salma إلى لوحة تحكم مسار بصلاحية مشرف.')
    expect(ar!.html).toContain('<html dir="rtl" lang="ar">')
    expect(ar!.html).toContain('/admin/reset-password?token=')
    const [en] = mailsTo(englishInvitee)
    expect(en!.subject).toBe('You are invited to the Masar admin portal')
    expect(en!.text).toContain('Salma invited you to the Masar admin portal as Admin.')
  })
})

describe('the sales notification', () => {
  it('goes once to each recipient, in their account’s language, else in the site language', async () => {
    const arabic = await staffIn('ar')
    const english = await staffIn('en')
    const undecided = await staffIn(null)
    const shared = `sales-${randomUUID().slice(0, 8)}@masar.example`
    const inbox = [arabic.email, english.email, undecided.email, shared].join(', ')
    const lead = await projectLead({ source: 'consultation', locale: 'en', phone: '01001234567' })
    await queue({
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId: lead.id },
      subjectId: lead.id,
    })
    await deliver(inbox)

    const ar = mailsTo(arabic.email)
    expect(ar).toHaveLength(1)
    expect(ar[0]!.to).toEqual([arabic.email])
    expect(ar[0]!.subject).toMatch(/^حجز استشارة: Hazem Zaki \(مشروع project-/)
    expect(ar[0]!.text).toContain('حجز استشارة (الموقع الإنجليزي)')
    expect(ar[0]!.text).toContain('الهاتف: \u200e01001234567\u200e')
    expect(ar[0]!.html).toContain('<html dir="rtl" lang="ar">')
    // The others read English: the staff member who chose it, and (the lead came from the
    // English site) the one who has not chosen and the shared inbox; one mail for the three.
    const en = mailsTo(english.email)
    expect(en).toHaveLength(1)
    expect(en[0]!.to.sort()).toEqual([english.email, undecided.email, shared].sort())
    expect(en[0]!.subject).toMatch(/^Consultation booking: Hazem Zaki \(Project project-/)
    expect(en[0]!.text).toContain('Consultation booking (English site)')
    expect(mailsTo(shared)).toHaveLength(1)
  })

  it('a lead from the Arabic site reaches an address of no account in Arabic', async () => {
    const shared = `sales-${randomUUID().slice(0, 8)}@masar.example`
    const lead = await projectLead({ locale: 'ar' })
    await queue({
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId: lead.id },
      subjectId: lead.id,
    })
    await deliver(shared)
    const [mail] = mailsTo(shared)
    expect(mail!.subject).toMatch(/^استفسار عن مشروع: Hazem Zaki/)
    expect(mail!.text).toContain('استفسار عن مشروع (الموقع العربي)')
  })

  it('a retry after one language’s mail was refused sends only that one again', async () => {
    const arabic = await staffIn('ar')
    const english = await staffIn('en')
    const inbox = `${arabic.email}, ${english.email}`
    const lead = await projectLead()
    const id = await queue({
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId: lead.id },
      subjectId: lead.id,
    })
    // The server takes the Arabic mail and refuses the English one.
    const refusing = await startSmtpServer(0, {
      rejectIf: (mail) => mail.to.includes(english.email),
    })
    try {
      await deliverDueMessages(settings(refusing, inbox))
    } finally {
      await refusing.close()
    }
    expect(mailsTo(arabic.email, refusing)).toHaveLength(1)
    const [row] = await database.select().from(outboxMessages).where(eq(outboxMessages.id, id))
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })

    await database
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxMessages.id, id))
    await deliver(inbox)
    expect(mailsTo(arabic.email)).toHaveLength(0)
    expect(mailsTo(english.email).map((mail) => mail.to)).toEqual([[english.email]])
    const [sent] = await database.select().from(outboxMessages).where(eq(outboxMessages.id, id))
    expect(sent!.status).toBe('sent')
  })
})
