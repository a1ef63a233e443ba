import 'server-only'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { inBothLocales, labelled, lines, mailKind } from '../mail-kind'

type ReminderData = {
  to: string
  name: string
  leadId: string
  leadName: string
  phone: string | null
  project: string | null
  receivedAt: Date
  dueAt: Date
  /** Whose lead it is (null: nobody's), told to managers. */
  assignee: string | null
  forAssignee: boolean
}

const leadUrl = (id: string) => `${env().siteUrl}/admin/leads/${id}`

const LABELS = {
  en: {
    subject: (lead: string) => `Still waiting for a call: ${lead}`,
    hello: (name: string) => `Hello ${name},`,
    late: (due: string) =>
      `This lead has had no call or WhatsApp yet; the first response was due at ${due} (Cairo time).`,
    yours: 'It is yours: call now and log the call on the lead page.',
    whose: (assignee: string | null) =>
      assignee ? `It is ${assignee}'s lead.` : 'Nobody has this lead yet: assign it or call.',
    name: 'Name',
    project: 'Project',
    phone: 'Phone',
    received: 'Received (Cairo time)',
    assignee: 'Assigned to',
    nobody: 'Nobody',
    open: 'Open the lead',
  },
  ar: {
    subject: (lead: string) => `عميل ما زال ينتظر اتصالًا: ${lead}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    late: (due: string) =>
      `لم يتواصل أحد مع هذا العميل بعد، وكان موعد الرد الأول ${due} (بتوقيت القاهرة).`,
    yours: 'العميل مسند إليك: اتصل به الآن وسجّل المكالمة في صفحته.',
    whose: (assignee: string | null) =>
      assignee ? `العميل مسند إلى ${assignee}.` : 'العميل غير مسند لأحد: أسنده أو اتصل به.',
    name: 'الاسم',
    project: 'المشروع',
    phone: 'الهاتف',
    received: 'وقت الاستلام (بتوقيت القاهرة)',
    assignee: 'مسند إلى',
    nobody: 'لا أحد',
    open: 'افتح صفحة العميل',
  },
} as const

const subject = (locale: Locale, data: ReminderData) => LABELS[locale].subject(data.leadName)

const intro = (locale: Locale, data: ReminderData) => {
  const l = LABELS[locale]
  return `${l.late(formatCairo(data.dueAt))} ${data.forAssignee ? l.yours : l.whose(data.assignee)}`
}

function facts(locale: Locale, data: ReminderData): [string, string | null][] {
  const l = LABELS[locale]
  return [
    [l.name, data.leadName],
    [l.project, data.project],
    [l.phone, data.phone],
    [l.received, formatCairo(data.receivedAt)],
    [l.assignee, data.assignee ?? l.nobody],
  ]
}

const body = (locale: Locale, data: ReminderData) =>
  lines(
    LABELS[locale].hello(data.name),
    '',
    intro(locale, data),
    '',
    ...facts(locale, data).map(([label, value]) => labelled(label, value)),
    '',
    `${LABELS[locale].open}: ${leadUrl(data.leadId)}`,
  )

const html = (locale: Locale, data: ReminderData) =>
  htmlMail({
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    heading: subject(locale, data),
    intro: intro(locale, data),
    rows: facts(locale, data),
    button: { href: leadUrl(data.leadId), label: LABELS[locale].open },
  })

const assignees = alias(users, 'assignees')

/**
 * A late first response, told to the assignee and then the managers. Read when sent: a lead
 * answered (or moved on, or erased) meanwhile is no longer late and sends nothing, nor does
 * an account deactivated meanwhile.
 */
export const leadReminderMail = mailKind<ReminderData>({
  load: async (payloads) => {
    const leadIds = payloads.map((p) => (typeof p.leadId === 'string' ? p.leadId : ''))
    const userIds = payloads.map((p) => (typeof p.userId === 'string' ? p.userId : ''))
    if (!leadIds.some(Boolean)) return payloads.map(() => null)
    const [leadRows, userRows] = await Promise.all([
      db()
        .select({
          id: leads.id,
          fullName: leads.fullName,
          phone: leads.mobileInternational,
          otherPhone: leads.phone,
          project: projectTranslations.title,
          createdAt: leads.createdAt,
          dueAt: leads.responseDueAt,
          assigneeId: leads.assigneeId,
          assignee: assignees.name,
        })
        .from(leads)
        .leftJoin(projectTranslations, leadProjectTexts('en'))
        .leftJoin(assignees, eq(assignees.id, leads.assigneeId))
        .where(
          and(
            inArray(leads.id, leadIds.filter(Boolean)),
            eq(leads.status, 'new'),
            isNull(leads.firstResponseAt),
            isNull(leads.erasedAt),
          ),
        ),
      db()
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          and(
            inArray(users.id, userIds.filter(Boolean).concat(['-'])),
            isNull(users.deactivatedAt),
          ),
        ),
    ])
    const leadById = new Map(leadRows.map((row) => [row.id, row]))
    const userById = new Map(userRows.map((row) => [row.id, row]))
    return payloads.map((_, index) => {
      const lead = leadById.get(leadIds[index] ?? '')
      const user = userById.get(userIds[index] ?? '')
      if (!lead || !user) return null
      return {
        to: user.email,
        name: user.name,
        leadId: lead.id,
        leadName: lead.fullName,
        phone: lead.phone ?? lead.otherPhone,
        project: lead.project,
        receivedAt: lead.createdAt,
        dueAt: lead.dueAt ?? lead.createdAt,
        assignee: lead.assignee,
        forAssignee: lead.assigneeId === user.id,
      }
    })
  },
  recipients: (data) => data.to,
  // The back office is in English.
  locale: () => 'en',
  subject: inBothLocales(subject),
  body: inBothLocales(body),
  html: inBothLocales(html),
})
