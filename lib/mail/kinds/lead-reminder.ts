import 'server-only'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations, users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail, type HtmlRow } from '../html-mail'
import { factLines, lines, mailKind, staffLocale, staffName, type StaffNames } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { readActiveStaff } from './read-active-staff'

type ReminderData = {
  to: string
  /** The recipient's language: the assignee's, or each manager's own. */
  locale: Locale
  recipient: StaffNames
  leadId: string
  leadName: string
  phone: string | null
  project: Record<Locale, string | null>
  receivedAt: Date
  dueAt: Date
  /** Whose lead it is (null: nobody's), told to managers. */
  assignee: StaffNames | null
  forAssignee: boolean
}

const leadUrl = (id: string) => `${env().siteUrl}/admin/leads/${id}`

function intro(locale: Locale, data: ReminderData) {
  const t = adminTranslator(locale)
  const late = t('mail.reminder.late', { due: formatCairo(data.dueAt, locale) })
  const whose = data.forAssignee
    ? t('mail.reminder.yours')
    : data.assignee
      ? t('mail.reminder.whose', { assignee: staffName(locale, data.assignee) })
      : t('mail.reminder.unassigned')
  return `${late} ${whose}`
}

function facts(locale: Locale, data: ReminderData): HtmlRow[] {
  const t = adminTranslator(locale)
  return [
    [t('common.fields.name'), data.leadName],
    [t('common.fields.projectId'), data.project[locale] ?? data.project.en],
    [t('common.fields.phone'), data.phone, 'ltr'],
    [t('mail.fields.received'), formatCairo(data.receivedAt, locale)],
    [
      t('mail.fields.assignee'),
      data.assignee ? staffName(locale, data.assignee) : t('mail.reminder.nobody'),
    ],
  ]
}

function write(data: ReminderData, locale: Locale) {
  const t = adminTranslator(locale)
  const subject = t('mail.reminder.subject', { lead: data.leadName })
  const rows = facts(locale, data)
  const text = lines(
    t('mail.hello', { name: staffName(locale, data.recipient) }),
    '',
    intro(locale, data),
    '',
    ...factLines(locale, rows),
    '',
    `${t('mail.openLead')}: ${leadUrl(data.leadId)}`,
  )
  const html = htmlMail({
    locale,
    heading: subject,
    intro: [intro(locale, data)],
    rows,
    button: { href: leadUrl(data.leadId), label: t('mail.openLead') },
  })
  return { subject, text, html }
}

const assignees = alias(users, 'assignees')
const projectAr = alias(projectTranslations, 'project_ar')

/**
 * A late first response, told to the assignee and then the managers, each in their own
 * language. Read when sent: a lead answered (or moved on, or erased) meanwhile is no longer
 * late and sends nothing, nor does an account deactivated meanwhile.
 */
export const leadReminderMail = mailKind(MAIL_KINDS.leadReminder)<ReminderData>({
  load: async (payloads) => {
    const [leadRows, userById] = await Promise.all([
      db()
        .select({
          id: leads.id,
          fullName: leads.fullName,
          phone: leads.mobileInternational,
          otherPhone: leads.phone,
          project: projectTranslations.title,
          projectAr: projectAr.title,
          createdAt: leads.createdAt,
          dueAt: leads.responseDueAt,
          assigneeId: leads.assigneeId,
          assignee: assignees.name,
          assigneeAr: assignees.nameAr,
        })
        .from(leads)
        .leftJoin(projectTranslations, leadProjectTexts('en'))
        .leftJoin(projectAr, leadProjectTexts('ar', projectAr))
        .leftJoin(assignees, eq(assignees.id, leads.assigneeId))
        .where(
          and(
            inArray(
              leads.id,
              payloads.map((p) => p.leadId),
            ),
            eq(leads.status, 'new'),
            isNull(leads.firstResponseAt),
            isNull(leads.erasedAt),
          ),
        ),
      readActiveStaff(payloads.map((p) => p.userId)),
    ])
    const leadById = new Map(leadRows.map((row) => [row.id, row]))
    return payloads.map((payload) => {
      const lead = leadById.get(payload.leadId)
      const user = userById.get(payload.userId)
      if (!lead || !user) return null
      return {
        to: user.email,
        locale: staffLocale(user.locale),
        recipient: { name: user.name, nameAr: user.nameAr },
        leadId: lead.id,
        leadName: lead.fullName,
        phone: lead.phone ?? lead.otherPhone,
        project: { en: lead.project, ar: lead.projectAr },
        receivedAt: lead.createdAt,
        dueAt: lead.dueAt ?? lead.createdAt,
        assignee: lead.assignee === null ? null : { name: lead.assignee, nameAr: lead.assigneeAr },
        forAssignee: lead.assigneeId === user.id,
      }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write,
})
