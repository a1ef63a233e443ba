import 'server-only'
import { inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leadEnquiries, leads, projectTranslations, type Locale } from '@/lib/db/schema'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { labelled, lines, mailKind } from '../mail-kind'

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

const texts = { en, ar } as const

/** The option's label in the site's texts ('within_3m' → 'Within 3 months'), else the value. */
function optionLabel(
  locale: Locale,
  group: 'howSoon' | 'channel' | 'budget',
  value: string | null,
) {
  if (!value) return null
  const t = texts[locale]
  const labels: Record<string, string> =
    group === 'howSoon'
      ? t.leadForm.howSoonOptions
      : group === 'channel'
        ? t.leadForm.channels
        : t.consultation.budgets
  return labels[value] ?? value
}

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
    consent: (at: string) => `Consent to be contacted given at ${at}`,
    repeat: (n: number) => `Enquiries: ${n} (repeat within 30 days)`,
    repeatDetails: (at: string) => `This repeat enquiry (${at}), as given this time:`,
    landing: 'Landing page',
    referrer: 'Referrer',
    id: 'Lead id',
    received: 'Received',
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
    consent: (at: string) => `وافق على التواصل في ${at}`,
    repeat: (n: number) => `عدد الاستفسارات: ${n} (تكرار خلال 30 يومًا)`,
    repeatDetails: (at: string) => `الاستفسار المتكرر (${at}) كما أرسله هذه المرة:`,
    landing: 'صفحة الوصول',
    referrer: 'المصدر',
    id: 'رقم العميل',
    received: 'وقت الاستلام',
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
    l.repeatDetails(enquiry.createdAt.toISOString()),
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
    lead.completedAt && lead.consentedAt ? l.consent(lead.consentedAt.toISOString()) : null,
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
    `${l.received}: ${lead.createdAt.toISOString()}`,
  )
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
  subject: { en: (data) => subject('en', data), ar: (data) => subject('ar', data) },
  body: { en: (data) => body('en', data), ar: (data) => body('ar', data) },
  // An erased lead has no address to answer.
  replyTo: ({ lead }) => (lead.erasedAt ? undefined : lead.email),
})
