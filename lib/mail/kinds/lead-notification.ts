import 'server-only'
import { inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leadEnquiries, leads, projectTranslations } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import { optionLabel, unitInterestLabel } from '@/lib/i18n/lead-answer-label'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { labelled, lines, ltrText, mailKind } from '../mail-kind'
import { MAIL_KINDS } from '../mail-kinds'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { readAccounts, type MailAccount } from './read-accounts'
import { readReEnquiries, returningLine, type EarlierLead } from './read-re-enquiries'

const leadUrl = (id: string) => `${env().siteUrl}/admin/leads/${id}`

type Lead = typeof leads.$inferSelect
type Enquiry = typeof leadEnquiries.$inferSelect
type NotificationData = {
  lead: Lead
  project: Record<Locale, string | null>
  /** The repeat enquiry this mail is about, when it is about one. */
  enquiry: Enquiry | null
  /** The sales inbox's addresses that are staff accounts (lower-cased), read when sent. */
  accounts: Map<string, MailAccount>
  /** A returning person's earlier lead (a re-enquiry): the stage they were at. */
  earlier: EarlierLead | null
}

const projectAr = alias(projectTranslations, 'project_ar')

/** The addresses of the sales inbox (Settings › Company), as typed. */
const addressesOf = (list: string) =>
  list
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)

const kindOf = (locale: Locale, lead: Lead) =>
  adminTranslator(locale)(
    lead.source === 'consultation' ? 'common.consultationBooking' : 'mail.notification.project',
  )

const titleIn = (locale: Locale, project: NotificationData['project']) =>
  project[locale] ?? project.en

function subject(locale: Locale, { lead, project }: NotificationData) {
  const t = adminTranslator(locale)
  const title = titleIn(locale, project)
  const values = { kind: kindOf(locale, lead), name: lead.fullName }
  return title
    ? t('mail.notification.subjectWithProject', { ...values, project: title })
    : t('mail.notification.subject', values)
}

/** "Project enquiry (Arabic site)": the form and the site language the visitor used. */
const from = (locale: Locale, lead: Lead) =>
  adminTranslator(locale)('mail.notification.from', {
    kind: kindOf(locale, lead),
    site: lead.locale,
  })

/** What a repeat enquiry said, apart from the lead's own details (it never replaces them). */
function enquiryLines(locale: Locale, enquiry: Enquiry | null) {
  if (!enquiry) return []
  const t = adminTranslator(locale)
  return [
    '',
    t('mail.notification.repeatDetails', { at: formatCairo(enquiry.createdAt, locale) }),
    labelled(t('common.fields.name'), enquiry.fullName),
    labelled(t('common.fields.email'), ltrText(locale, enquiry.email)),
    labelled(t('mail.fields.howSoon'), optionLabel(locale, 'howSoon', enquiry.howSoon)),
    labelled(t('mail.fields.unit'), unitInterestLabel(locale, enquiry.unitInterest)),
    labelled(t('mail.fields.channel'), optionLabel(locale, 'channel', enquiry.preferredChannel)),
    labelled(t('mail.fields.notes'), enquiry.notes),
    labelled(t('mail.fields.landing'), enquiry.landingPage),
  ]
}

function body(locale: Locale, data: NotificationData) {
  const { lead, project, enquiry } = data
  const t = adminTranslator(locale)
  return lines(
    from(locale, lead),
    returningLine(locale, data.earlier),
    '',
    labelled(t('common.fields.name'), lead.fullName),
    labelled(t('common.fields.email'), ltrText(locale, lead.email)),
    labelled(t('common.fields.phone'), ltrText(locale, lead.phone)),
    labelled(t('mail.fields.mobile'), ltrText(locale, lead.mobileInternational)),
    labelled(t('common.fields.projectId'), titleIn(locale, project)),
    labelled(t('mail.fields.area'), lead.preferredArea),
    labelled(t('mail.fields.budget'), optionLabel(locale, 'budget', lead.budgetRange)),
    labelled(t('mail.fields.howSoon'), optionLabel(locale, 'howSoon', lead.howSoon)),
    labelled(t('mail.fields.unit'), unitInterestLabel(locale, lead.unitInterest)),
    labelled(t('mail.fields.channel'), optionLabel(locale, 'channel', lead.preferredChannel)),
    labelled(t('mail.fields.notes'), lead.notes),
    lead.completedAt && lead.consentedAt
      ? t('mail.notification.consent', { at: formatCairo(lead.consentedAt, locale) })
      : null,
    lead.enquiryCount > 1 ? t('mail.notification.repeat', { count: lead.enquiryCount }) : null,
    ...enquiryLines(locale, enquiry),
    '',
    labelled(t('mail.fields.landing'), lead.landingPage),
    labelled(t('mail.fields.referrer'), lead.referrer),
    // Google's click ids keep their own names in every language.
    labelled('gclid', lead.gclid),
    labelled('gbraid', lead.gbraid),
    labelled('wbraid', lead.wbraid),
    labelled(t('common.fields.utmSource'), lead.utmSource),
    labelled(t('mail.fields.utmCampaign'), lead.utmCampaign),
    '',
    `${t('mail.fields.leadId')}: ${ltrText(locale, lead.id)}`,
    `${t('mail.fields.received')}: ${formatCairo(lead.createdAt, locale)}`,
    '',
    `${t('mail.openLead')}: ${leadUrl(lead.id)}`,
  )
}

/** The same mail as HTML: the facts as a table, and the button that opens the lead. */
function html(locale: Locale, data: NotificationData) {
  const { lead, project } = data
  const t = adminTranslator(locale)
  return htmlMail({
    locale,
    heading: subject(locale, data),
    intro: [from(locale, lead), returningLine(locale, data.earlier)],
    rows: [
      [t('common.fields.name'), lead.fullName],
      [t('mail.fields.mobile'), lead.mobileInternational, 'ltr'],
      [t('common.fields.phone'), lead.phone, 'ltr'],
      [t('common.fields.email'), lead.email, 'ltr'],
      [t('common.fields.projectId'), titleIn(locale, project)],
      [t('mail.fields.howSoon'), optionLabel(locale, 'howSoon', lead.howSoon)],
      [t('mail.fields.unit'), unitInterestLabel(locale, lead.unitInterest)],
      [t('mail.fields.channel'), optionLabel(locale, 'channel', lead.preferredChannel)],
      [t('mail.fields.area'), lead.preferredArea],
      [t('mail.fields.budget'), optionLabel(locale, 'budget', lead.budgetRange)],
      [t('mail.fields.notes'), lead.notes],
      [t('mail.fields.received'), formatCairo(lead.createdAt, locale)],
      [t('mail.fields.utmCampaign'), lead.utmCampaign],
    ],
    button: { href: leadUrl(lead.id), label: t('mail.openLead') },
    footer: [
      lead.enquiryCount > 1 ? t('mail.notification.repeat', { count: lead.enquiryCount }) : null,
      `${t('mail.fields.leadId')}: ${ltrText(locale, lead.id)}`,
    ],
  })
}

/**
 * The sales team's e-mail about one lead, with everything the visitor told us (and, for a
 * returning person, where their earlier lead stood). Each address
 * of the sales inbox reads it in its staff account's language; an address of no account (a
 * shared inbox) in the language of the site the visitor used. One queued message stays one
 * message: its languages become one mail each, every address getting exactly one.
 */
export const leadNotificationMail = mailKind(MAIL_KINDS.leadNotification)<NotificationData>({
  load: async (payloads, context) => {
    const wanted = payloads.map((p) => p.leadId)
    const [rows, { byAddress: accounts }, earlierOf] = await Promise.all([
      db()
        .select({ lead: leads, en: projectTranslations.title, ar: projectAr.title })
        .from(leads)
        .leftJoin(projectTranslations, leadProjectTexts('en'))
        .leftJoin(projectAr, leadProjectTexts('ar', projectAr))
        .where(inArray(leads.id, [...new Set(wanted)])),
      readAccounts([], addressesOf(context.salesInbox)),
      readReEnquiries(wanted),
    ])
    const byId = new Map(rows.map((row) => [row.lead.id, row]))
    const enquiryIds = payloads.flatMap((p) => (p.enquiryId ? [p.enquiryId] : []))
    const enquiries = enquiryIds.length
      ? await db().select().from(leadEnquiries).where(inArray(leadEnquiries.id, enquiryIds))
      : []
    const enquiryById = new Map(enquiries.map((row) => [row.id, row]))
    return payloads.map((payload) => {
      const row = byId.get(payload.leadId)
      if (!row) return null
      const enquiry = enquiryById.get(payload.enquiryId ?? '') ?? null
      const earlier = earlierOf.get(row.lead.id) ?? null
      return { lead: row.lead, project: { en: row.en, ar: row.ar }, enquiry, accounts, earlier }
    })
  },
  // A deactivated staff member's address gets nothing, were it still in the inbox's list.
  recipients: ({ lead, accounts }, context) =>
    addressesOf(context.salesInbox).flatMap((to) => {
      const account = accounts.get(to.toLowerCase())
      if (account?.deactivated) return []
      const chosen = account?.locale
      return [{ to, locale: chosen === 'ar' || chosen === 'en' ? chosen : lead.locale }]
    }),
  write: (data, locale) => ({
    subject: subject(locale, data),
    text: body(locale, data),
    html: html(locale, data),
  }),
  // An erased lead has no address to answer.
  replyTo: ({ lead }) => (lead.erasedAt ? undefined : lead.email),
})
