import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { optionLabel } from '@/lib/i18n/lead-answer-label'
import { inBothLocales, labelled, lines, mailKind } from '../mail-kind'

type AssignmentData = {
  to: string
  assigneeName: string
  assignedBy: string | null
  leadId: string
  leadName: string
  phone: string | null
  email: string | null
  project: string | null
  receivedAt: Date
  howSoon: string | null
  unitInterest: string | null
  channel: string | null
}

const leadUrl = (id: string) => `${env().siteUrl}/admin/leads/${id}`

const LABELS = {
  en: {
    subject: (lead: string) => `Lead assigned to you: ${lead}`,
    hello: (name: string) => `Hello ${name},`,
    assigned: (by: string | null) =>
      by
        ? `${by} assigned a lead to you in the Masar admin portal.`
        : 'A lead was assigned to you in the Masar admin portal.',
    callNow: 'Call them while they are still looking.',
    name: 'Name',
    project: 'Project',
    phone: 'Phone',
    email: 'Email',
    howSoon: 'Buying timeline',
    unit: 'Unit interest',
    channel: 'Preferred contact',
    received: 'Received (Cairo time)',
    open: 'Open the lead',
  },
  ar: {
    subject: (lead: string) => `عميل جديد مسند إليك: ${lead}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    assigned: (by: string | null) =>
      by ? `أسند إليك ${by} عميلًا في لوحة تحكم مسار.` : 'تم إسناد عميل إليك في لوحة تحكم مسار.',
    callNow: 'اتصل به وهو ما زال يبحث.',
    name: 'الاسم',
    project: 'المشروع',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    howSoon: 'موعد الشراء',
    unit: 'نوع الوحدة',
    channel: 'طريقة التواصل',
    received: 'وقت الاستلام (بتوقيت القاهرة)',
    open: 'افتح صفحة العميل',
  },
} as const

const subject = (locale: Locale, data: AssignmentData) => LABELS[locale].subject(data.leadName)

/** The lead's facts, label and value, as both the text and the HTML part show them. */
function facts(locale: Locale, data: AssignmentData): [string, string | null][] {
  const l = LABELS[locale]
  return [
    [l.name, data.leadName],
    [l.project, data.project],
    [l.phone, data.phone],
    [l.email, data.email],
    [l.howSoon, optionLabel(locale, 'howSoon', data.howSoon)],
    [l.unit, data.unitInterest],
    [l.channel, optionLabel(locale, 'channel', data.channel)],
    [l.received, formatCairo(data.receivedAt)],
  ]
}

function body(locale: Locale, data: AssignmentData) {
  const l = LABELS[locale]
  return lines(
    l.hello(data.assigneeName),
    '',
    l.assigned(data.assignedBy),
    '',
    ...facts(locale, data).map(([label, value]) => labelled(label, value)),
    '',
    `${l.open}: ${leadUrl(data.leadId)}`,
  )
}

function html(locale: Locale, data: AssignmentData) {
  const l = LABELS[locale]
  return htmlMail({
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    heading: subject(locale, data),
    intro: `${l.assigned(data.assignedBy)} ${l.callNow}`,
    rows: facts(locale, data),
    button: { href: leadUrl(data.leadId), label: l.open },
  })
}

/**
 * Tells a staff member a lead is theirs now. Read when sent: a lead reassigned meanwhile still
 * tells this person (it was theirs when assigned); an assignee whose account is gone or deactivated gets none.
 */
export const leadAssignmentMail = mailKind<AssignmentData>({
  load: async (payloads) => {
    const leadIds = payloads.map((p) => (typeof p.leadId === 'string' ? p.leadId : ''))
    const userIds = payloads.map((p) => (typeof p.assigneeId === 'string' ? p.assigneeId : ''))
    if (!leadIds.some(Boolean)) return payloads.map(() => null)
    const [leadRows, userRows] = await Promise.all([
      db()
        .select({
          id: leads.id,
          fullName: leads.fullName,
          phone: leads.mobileInternational,
          otherPhone: leads.phone,
          email: leads.email,
          erasedAt: leads.erasedAt,
          project: projectTranslations.title,
          createdAt: leads.createdAt,
          howSoon: leads.howSoon,
          unitInterest: leads.unitInterest,
          channel: leads.preferredChannel,
        })
        .from(leads)
        .leftJoin(projectTranslations, leadProjectTexts('en'))
        .where(inArray(leads.id, leadIds.filter(Boolean))),
      db()
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        // Checked again when sent: an account deactivated meanwhile gets no personal data.
        .where(
          and(
            inArray(users.id, userIds.filter(Boolean).concat(['-'])),
            isNull(users.deactivatedAt),
          ),
        ),
    ])
    const leadById = new Map(leadRows.map((row) => [row.id, row]))
    const userById = new Map(userRows.map((row) => [row.id, row]))
    return payloads.map((payload, index) => {
      const lead = leadById.get(leadIds[index] ?? '')
      const user = userById.get(userIds[index] ?? '')
      if (!lead || !user) return null
      const erased = lead.erasedAt !== null
      return {
        to: user.email,
        assigneeName: user.name,
        assignedBy: typeof payload.assignedBy === 'string' ? payload.assignedBy : null,
        leadId: lead.id,
        leadName: lead.fullName,
        phone: erased ? null : (lead.phone ?? lead.otherPhone),
        email: erased ? null : lead.email,
        project: lead.project,
        receivedAt: lead.createdAt,
        howSoon: lead.howSoon,
        unitInterest: erased ? null : lead.unitInterest,
        channel: lead.channel,
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
