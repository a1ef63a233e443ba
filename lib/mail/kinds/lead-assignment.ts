import 'server-only'
import { leads } from '@/lib/db/schema'
import { formatCairo } from '@/lib/i18n/business-time'
import { optionLabel, unitInterestLabel } from '@/lib/i18n/lead-answer-label'
import type { Locale } from '@/lib/i18n/locales'
import type { HtmlRow } from '../html-mail'
import { mailKind, staffName, type StaffNames } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { type LeadMailBase, readLeadMails } from './read-lead-mails'
import { readReEnquiries, returningLine, type EarlierLead } from './read-re-enquiries'
import { readStaffNames } from './read-staff-names'
import { writeLeadMail } from './write-lead-mail'

type AssignmentData = LeadMailBase & {
  assignedBy: string | null
  /** Re-routed: whose lead it was, and the working minutes they had for a first response. */
  rerouted: { from: StaffNames | null; minutes: number } | null
  phone: string | null
  email: string | null
  howSoon: string | null
  unitInterest: string | null
  channel: string | null
  notes: string | null
  /** A returning person's earlier lead (a re-enquiry). */
  earlier: EarlierLead | null
}

/** The lead's facts, label and value, as both the text and the HTML part show them. */
function facts(locale: Locale, data: AssignmentData): HtmlRow[] {
  const t = adminTranslator(locale)
  return [
    [t('common.fields.name'), data.leadName],
    [t('common.fields.projectId'), data.project[locale] ?? data.project.en],
    [t('common.fields.phone'), data.phone, 'ltr'],
    [t('common.fields.email'), data.email, 'ltr'],
    [t('mail.fields.howSoon'), optionLabel(locale, 'howSoon', data.howSoon)],
    [t('mail.fields.unit'), unitInterestLabel(locale, data.unitInterest)],
    [t('mail.fields.channel'), optionLabel(locale, 'channel', data.channel)],
    [t('mail.fields.notes'), data.notes],
    [t('mail.fields.received'), formatCairo(data.receivedAt, locale)],
  ]
}

/** Why this lead is theirs: who gave it, or re-routing from a rep who did not answer. */
function why(locale: Locale, data: AssignmentData) {
  const t = adminTranslator(locale)
  if (data.rerouted)
    return t('mail.assignment.rerouted', {
      from: data.rerouted.from ? staffName(locale, data.rerouted.from) : t('mail.returning.nobody'),
      minutes: data.rerouted.minutes,
    })
  return data.assignedBy
    ? t('mail.assignment.assignedBy', { by: data.assignedBy })
    : t('mail.assignment.assigned')
}

function write(data: AssignmentData, locale: Locale) {
  const t = adminTranslator(locale)
  const assigned = why(locale, data)
  const returning = returningLine(locale, data.earlier)
  return writeLeadMail(locale, data, {
    subject: t('mail.assignment.subject', { lead: data.leadName }),
    said: [assigned, returning],
    saidHtml: [`${assigned} ${t('mail.assignment.callNow')}`, returning],
    rows: facts(locale, data),
  })
}

/**
 * Tells a staff member a lead is theirs now, in their language, with what the person wrote
 * (their notes) and, for a returning person, where their earlier lead stood. Read when sent: a
 * lead reassigned meanwhile still tells this person (it was theirs when assigned); an assignee
 * whose account is gone or deactivated gets none.
 */
export const leadAssignmentMail = mailKind(MAIL_KINDS.leadAssignment)<AssignmentData>({
  load: async (payloads) => {
    const [mails, earlierOf, names] = await Promise.all([
      readLeadMails(payloads, {
        recipientId: (p) => p.assigneeId,
        fields: {
          phone: leads.mobileInternational,
          otherPhone: leads.phone,
          email: leads.email,
          erasedAt: leads.erasedAt,
          howSoon: leads.howSoon,
          unitInterest: leads.unitInterest,
          channel: leads.preferredChannel,
          notes: leads.notes,
        },
      }),
      readReEnquiries(payloads.map((p) => p.leadId)),
      readStaffNames(payloads.map((p) => p.fromId ?? '')),
    ])
    return mails.map((mail) => {
      if (!mail) return null
      const { payload, lead } = mail
      const erased = lead.erasedAt !== null
      return {
        ...mail.base,
        assignedBy: payload.assignedBy,
        rerouted:
          payload.reason === 'rerouted'
            ? { from: names.get(payload.fromId ?? '') ?? null, minutes: payload.minutes ?? 0 }
            : null,
        phone: erased ? null : (lead.phone ?? lead.otherPhone),
        email: erased ? null : lead.email,
        howSoon: lead.howSoon,
        unitInterest: erased ? null : lead.unitInterest,
        channel: lead.channel,
        notes: erased ? null : lead.notes,
        earlier: earlierOf.get(mail.base.leadId) ?? null,
      }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write,
})
