import 'server-only'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { mailKind, staffName, type StaffNames } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import type { MailPayload } from '../mail-payloads'
import { type LeadMailBase, readLeadMails } from './read-lead-mails'
import { readStaffNames } from './read-staff-names'
import { writeLeadMail } from './write-lead-mail'

type Reason = MailPayload<typeof MAIL_KINDS.leadHandedOver>['reason']

type HandedOverData = LeadMailBase & {
  /** Who has it now (null: nobody). */
  rep: StaffNames | null
  reason: Reason
  by: string | null
  minutes: number
}

function sentences(locale: Locale, data: HandedOverData) {
  const t = adminTranslator(locale)
  const rep = data.rep ? staffName(locale, data.rep) : null
  const by = data.by ?? t('mail.handedOver.someone')
  if (data.reason === 'rerouted')
    return t('mail.handedOver.rerouted', { minutes: data.minutes, rep: rep ?? '—' })
  if (data.reason === 'merged') return t('mail.handedOver.merged', { by, rep: rep ?? '—' })
  return rep ? t('mail.handedOver.assigned', { by, rep }) : t('mail.handedOver.unassigned', { by })
}

function write(data: HandedOverData, locale: Locale) {
  const t = adminTranslator(locale)
  const rep = data.rep ? staffName(locale, data.rep) : null
  return writeLeadMail(locale, data, {
    subject: rep
      ? t('mail.handedOver.subject', { lead: data.leadName, rep })
      : t('mail.handedOver.subjectNobody', { lead: data.leadName }),
    said: [sentences(locale, data), rep ? t('mail.handedOver.fromHere', { rep }) : null],
    rows: [
      [t('common.fields.name'), data.leadName],
      [t('common.fields.projectId'), data.project[locale] ?? data.project.en],
      [t('mail.fields.received'), formatCairo(data.receivedAt, locale)],
      [t('mail.fields.assignee'), rep ?? t('mail.reminder.nobody')],
    ],
  })
}

/**
 * Tells a rep that a lead of theirs went to someone else (given by a manager, re-routed for
 * want of a first response, or kept by the other rep in a merge), in their language, so
 * nobody calls a person a colleague now has. Read when sent: an account deactivated
 * meanwhile gets none. Only the lead's name and project: it is no longer theirs to work.
 */
export const leadHandedOverMail = mailKind(MAIL_KINDS.leadHandedOver)<HandedOverData>({
  load: async (payloads) => {
    const [mails, names] = await Promise.all([
      readLeadMails(payloads, { recipientId: (p) => p.userId, fields: {} }),
      readStaffNames(payloads.map((p) => p.toId ?? '')),
    ])
    return mails.map((mail) => {
      if (!mail) return null
      const { payload } = mail
      return {
        ...mail.base,
        rep: names.get(payload.toId ?? '') ?? null,
        reason: payload.reason,
        by: payload.by ?? null,
        minutes: payload.minutes ?? 0,
      }
    })
  },
  recipients: (data) => [{ to: data.to, locale: data.locale }],
  write,
})
