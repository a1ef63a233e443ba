import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import { htmlMail } from '../html-mail'
import { optionLabel } from '@/lib/i18n/lead-answer-label'
import { labelled, lines, mailKind } from '../mail-kind'

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
  subject: {
    en: (data) => `Lead assigned to you: ${data.leadName}`,
    ar: (data) => `عميل جديد مسند إليك: ${data.leadName}`,
  },
  body: {
    en: (data) =>
      lines(
        `Hello ${data.assigneeName},`,
        '',
        data.assignedBy
          ? `${data.assignedBy} assigned a lead to you in the Masar admin portal.`
          : 'A lead was assigned to you in the Masar admin portal.',
        '',
        labelled('Name', data.leadName),
        labelled('Project', data.project),
        labelled('Phone', data.phone),
        labelled('Email', data.email),
        labelled('Buying timeline', optionLabel('en', 'howSoon', data.howSoon)),
        labelled('Unit interest', data.unitInterest),
        labelled('Preferred contact', optionLabel('en', 'channel', data.channel)),
        labelled('Received (Cairo time)', formatCairo(data.receivedAt)),
        '',
        `Open the lead: ${leadUrl(data.leadId)}`,
      ),
    ar: (data) =>
      lines(
        `مرحبًا ${data.assigneeName}،`,
        '',
        data.assignedBy
          ? `أسند إليك ${data.assignedBy} عميلًا في لوحة تحكم مسار.`
          : 'تم إسناد عميل إليك في لوحة تحكم مسار.',
        '',
        labelled('الاسم', data.leadName),
        labelled('المشروع', data.project),
        labelled('الهاتف', data.phone),
        labelled('البريد الإلكتروني', data.email),
        labelled('موعد الشراء', optionLabel('ar', 'howSoon', data.howSoon)),
        labelled('نوع الوحدة', data.unitInterest),
        labelled('طريقة التواصل', optionLabel('ar', 'channel', data.channel)),
        labelled('وقت الاستلام (بتوقيت القاهرة)', formatCairo(data.receivedAt)),
        '',
        `افتح صفحة العميل: ${leadUrl(data.leadId)}`,
      ),
  },
  html: {
    en: (data) =>
      htmlMail({
        dir: 'ltr',
        heading: `Lead assigned to you: ${data.leadName}`,
        intro: data.assignedBy
          ? `${data.assignedBy} assigned this lead to you. Call them while they are still looking.`
          : 'This lead was assigned to you. Call them while they are still looking.',
        rows: [
          ['Name', data.leadName],
          ['Phone', data.phone],
          ['Email', data.email],
          ['Project', data.project],
          ['Buying timeline', optionLabel('en', 'howSoon', data.howSoon)],
          ['Unit interest', data.unitInterest],
          ['Preferred contact', optionLabel('en', 'channel', data.channel)],
          ['Received (Cairo time)', formatCairo(data.receivedAt)],
        ],
        button: { href: leadUrl(data.leadId), label: 'Open the lead' },
      }),
    ar: (data) =>
      htmlMail({
        dir: 'rtl',
        heading: `عميل جديد مسند إليك: ${data.leadName}`,
        intro: 'اتصل به وهو ما زال يبحث.',
        rows: [
          ['الاسم', data.leadName],
          ['الهاتف', data.phone],
          ['البريد الإلكتروني', data.email],
          ['المشروع', data.project],
          ['موعد الشراء', optionLabel('ar', 'howSoon', data.howSoon)],
          ['نوع الوحدة', data.unitInterest],
          ['طريقة التواصل', optionLabel('ar', 'channel', data.channel)],
          ['وقت الاستلام (بتوقيت القاهرة)', formatCairo(data.receivedAt)],
        ],
        button: { href: leadUrl(data.leadId), label: 'افتح صفحة العميل' },
      }),
  },
})
