import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { leads } from '@/lib/db/schema'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import type { HtmlRow } from '../html-mail'
import { mailKind, staffName, type StaffNames } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { type LeadMailBase, readLeadMails } from './read-lead-mails'
import { readStaffNames } from './read-staff-names'
import { writeLeadMail } from './write-lead-mail'

/** To the assignee, or to each manager in their own language. */
type ReminderData = LeadMailBase & {
  phone: string | null
  dueAt: Date
  /** Whose lead it is (null: nobody's), told to managers. */
  assignee: StaffNames | null
  forAssignee: boolean
}

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
  return writeLeadMail(locale, data, {
    subject: t('mail.reminder.subject', { lead: data.leadName }),
    said: [intro(locale, data)],
    rows: facts(locale, data),
  })
}

/**
 * A late first response, told to the assignee and then the managers, each in their own
 * language. Read when sent: a lead answered (or moved on, or erased) meanwhile is no longer
 * late and sends nothing, nor does an account deactivated meanwhile.
 */
export const leadReminderMail = mailKind(MAIL_KINDS.leadReminder)<ReminderData>({
  load: async (payloads) => {
    const mails = await readLeadMails(payloads, {
      recipientId: (p) => p.userId,
      fields: {
        phone: leads.mobileInternational,
        otherPhone: leads.phone,
        dueAt: leads.responseDueAt,
        assigneeId: leads.assigneeId,
      },
      where: and(eq(leads.status, 'new'), isNull(leads.firstResponseAt), isNull(leads.erasedAt)),
    })
    // Named even when deactivated since; read after the leads, which say who it is.
    const names = await readStaffNames(mails.map((mail) => mail?.lead.assigneeId ?? ''))
    return mails.map((mail) => {
      if (!mail) return null
      const { payload, lead } = mail
      return {
        ...mail.base,
        phone: lead.phone ?? lead.otherPhone,
        dueAt: lead.dueAt ?? mail.base.receivedAt,
        assignee: names.get(lead.assigneeId ?? '') ?? null,
        forAssignee: lead.assigneeId === payload.userId,
      }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write,
})
