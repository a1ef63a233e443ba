import 'server-only'
import { inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leadEnquiries, leads, projectTranslations } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail } from '../html-mail'
import { optionLabel } from '@/lib/i18n/lead-answer-label'
import { inBothLocales, labelled, lines, mailKind } from '../mail-kind'

const leadUrl = (id: string) => `${env().siteUrl}/admin/leads/${id}`

type Lead = typeof leads.$inferSelect
type Enquiry = typeof leadEnquiries.$inferSelect
type NotificationData = {
  lead: Lead
  project: Record<Locale, string | null>
  locale: Locale
  /** The repeat enquiry this mail is about, when it is about one. */
  enquiry: Enquiry | null
}

const projectAr = alias(projectTranslations, 'project_ar')

const LABELS = {
  en: {
    consultation: 'Consultation booking',
    project: 'Project enquiry',
    site: (locale: Locale) => `${locale === 'ar' ? 'Arabic' : 'English'} site`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    mobile: 'Mobile',
    project_: 'Project',
    area: 'Preferred area',
    budget: 'Budget',
    howSoon: 'Buying timeline',
    unit: 'Unit interest',
    channel: 'Preferred contact',
    notes: 'Notes',
    consent: (at: string) => `Consent to be contacted given at ${at} (Cairo time)`,
    repeat: (n: number) => `Enquiries: ${n} (repeat within 30 days)`,
    repeatDetails: (at: string) => `This repeat enquiry (${at}, Cairo time), as given this time:`,
    landing: 'Landing page',
    referrer: 'Referrer',
    id: 'Lead id',
    received: 'Received (Cairo time)',
    open: 'Open the lead',
  },
  ar: {
    consultation: 'حجز استشارة',
    project: 'استفسار عن مشروع',
    site: (locale: Locale) => (locale === 'ar' ? 'الموقع العربي' : 'الموقع الإنجليزي'),
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    mobile: 'الموبايل',
    project_: 'المشروع',
    area: 'المنطقة المفضلة',
    budget: 'الميزانية',
    howSoon: 'موعد الشراء',
    unit: 'نوع الوحدة',
    channel: 'طريقة التواصل',
    notes: 'ملاحظات',
    consent: (at: string) => `وافق على التواصل في ${at} (بتوقيت القاهرة)`,
    repeat: (n: number) => `عدد الاستفسارات: ${n} (تكرار خلال 30 يومًا)`,
    repeatDetails: (at: string) => `الاستفسار المتكرر (${at} بتوقيت القاهرة) كما أرسله هذه المرة:`,
    landing: 'صفحة الوصول',
    referrer: 'المصدر',
    id: 'رقم العميل',
    received: 'وقت الاستلام (بتوقيت القاهرة)',
    open: 'افتح صفحة العميل',
  },
} as const

function subject(locale: Locale, { lead, project }: NotificationData) {
  const l = LABELS[locale]
  const kind = lead.source === 'consultation' ? l.consultation : l.project
  const title = project[locale] ?? project.en
  return `${kind}: ${lead.fullName}${title ? ` (${title})` : ''}`
}

/** What a repeat enquiry said, apart from the lead's own details (it never replaces them). */
function enquiryLines(locale: Locale, enquiry: Enquiry | null) {
  if (!enquiry) return []
  const l = LABELS[locale]
  return [
    '',
    l.repeatDetails(formatCairo(enquiry.createdAt)),
    labelled(l.name, enquiry.fullName),
    labelled(l.email, enquiry.email),
    labelled(l.howSoon, optionLabel(locale, 'howSoon', enquiry.howSoon)),
    labelled(l.unit, enquiry.unitInterest),
    labelled(l.channel, optionLabel(locale, 'channel', enquiry.preferredChannel)),
    labelled(l.notes, enquiry.notes),
    labelled(l.landing, enquiry.landingPage),
  ]
}

function body(locale: Locale, { lead, project, enquiry }: NotificationData) {
  const l = LABELS[locale]
  const kind = lead.source === 'consultation' ? l.consultation : l.project
  return lines(
    `${kind} (${l.site(lead.locale)})`,
    '',
    labelled(l.name, lead.fullName),
    labelled(l.email, lead.email),
    labelled(l.phone, lead.phone),
    labelled(l.mobile, lead.mobileInternational),
    labelled(l.project_, project[locale] ?? project.en),
    labelled(l.area, lead.preferredArea),
    labelled(l.budget, optionLabel(locale, 'budget', lead.budgetRange)),
    labelled(l.howSoon, optionLabel(locale, 'howSoon', lead.howSoon)),
    labelled(l.unit, lead.unitInterest),
    labelled(l.channel, optionLabel(locale, 'channel', lead.preferredChannel)),
    labelled(l.notes, lead.notes),
    lead.completedAt && lead.consentedAt ? l.consent(formatCairo(lead.consentedAt)) : null,
    lead.enquiryCount > 1 ? l.repeat(lead.enquiryCount) : null,
    ...enquiryLines(locale, enquiry),
    '',
    labelled(l.landing, lead.landingPage),
    labelled(l.referrer, lead.referrer),
    labelled('gclid', lead.gclid),
    labelled('gbraid', lead.gbraid),
    labelled('wbraid', lead.wbraid),
    labelled('UTM source', lead.utmSource),
    labelled('UTM campaign', lead.utmCampaign),
    '',
    `${l.id}: ${lead.id}`,
    `${l.received}: ${formatCairo(lead.createdAt)}`,
    '',
    `${l.open}: ${leadUrl(lead.id)}`,
  )
}

/** The same mail as HTML: the facts as a table, and the button that opens the lead. */
function html(locale: Locale, data: NotificationData) {
  const { lead, project } = data
  const l = LABELS[locale]
  const kind = lead.source === 'consultation' ? l.consultation : l.project
  return htmlMail({
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    heading: subject(locale, data),
    intro: `${kind} (${l.site(lead.locale)})`,
    rows: [
      [l.name, lead.fullName],
      [l.mobile, lead.mobileInternational],
      [l.phone, lead.phone],
      [l.email, lead.email],
      [l.project_, project[locale] ?? project.en],
      [l.howSoon, optionLabel(locale, 'howSoon', lead.howSoon)],
      [l.unit, lead.unitInterest],
      [l.channel, optionLabel(locale, 'channel', lead.preferredChannel)],
      [l.area, lead.preferredArea],
      [l.budget, optionLabel(locale, 'budget', lead.budgetRange)],
      [l.notes, lead.notes],
      [l.received, formatCairo(lead.createdAt)],
      ['UTM campaign', lead.utmCampaign],
    ],
    button: { href: leadUrl(lead.id), label: l.open },
    footer: [lead.enquiryCount > 1 ? l.repeat(lead.enquiryCount) : null, `${l.id}: ${lead.id}`],
  })
}

/** The sales team's e-mail about one lead, with everything the visitor told us. */
export const leadNotificationMail = mailKind<NotificationData>({
  load: async (payloads) => {
    const ids = payloads.map((p) => (typeof p.leadId === 'string' ? p.leadId : null))
    const wanted = ids.filter((id): id is string => id !== null)
    if (wanted.length === 0) return ids.map(() => null)
    const rows = await db()
      .select({ lead: leads, en: projectTranslations.title, ar: projectAr.title })
      .from(leads)
      .leftJoin(projectTranslations, leadProjectTexts('en'))
      .leftJoin(projectAr, leadProjectTexts('ar', projectAr))
      .where(inArray(leads.id, [...new Set(wanted)]))
    const byId = new Map(rows.map((row) => [row.lead.id, row]))
    const enquiryIds = payloads
      .map((p) => p.enquiryId)
      .filter((id): id is string => typeof id === 'string')
    const enquiries = enquiryIds.length
      ? await db().select().from(leadEnquiries).where(inArray(leadEnquiries.id, enquiryIds))
      : []
    const enquiryById = new Map(enquiries.map((row) => [row.id, row]))
    return payloads.map((payload, index) => {
      const row = byId.get(ids[index] ?? '')
      if (!row) return null
      const locale: Locale = payload.locale === 'ar' ? 'ar' : 'en'
      const enquiry = enquiryById.get(String(payload.enquiryId)) ?? null
      return { lead: row.lead, project: { en: row.en, ar: row.ar }, locale, enquiry }
    })
  },
  recipients: (_data, context) => context.salesInbox,
  locale: (data) => data.locale,
  subject: inBothLocales(subject),
  body: inBothLocales(body),
  html: inBothLocales(html),
  // An erased lead has no address to answer.
  replyTo: ({ lead }) => (lead.erasedAt ? undefined : lead.email),
})
