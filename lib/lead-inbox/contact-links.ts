import type { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { egyptianMobileDigits } from '@/lib/validation/phone'

/** The number in international digits without '+' (what wa.me and tel: need), or null. */
export function internationalDigits(phone: string | null): string | null {
  if (!phone) return null
  const egyptian = egyptianMobileDigits(phone)
  if (egyptian) return `20${egyptian}`
  const digits = phone.replace(/\D/g, '').replace(/^00/, '')
  return digits.length >= 8 ? digits : null
}

/** The admin catalogue in the lead's language (adminTranslator(lead.locale)): what the lead reads. */
type LeadsLanguage = ReturnType<typeof adminTranslator>

export type Greeting = {
  fullName: string
  staffName: string
  project: string | null
}

/** The staff member's name as the lead reads it: the Arabic one for Arabic, when given. */
export const staffNameFor = (locale: 'en' | 'ar', names: { en: string; ar: string | null }) =>
  locale === 'ar' ? (names.ar ?? names.en) : names.en

/** A first message in the lead's language, from the staff member, about what they asked. */
export function greeting(t: LeadsLanguage, { fullName, staffName, project }: Greeting): string {
  const first = fullName.trim().split(/\s+/)[0] ?? fullName
  return t('leads.contact.toLead.greeting', {
    first,
    staff: staffName,
    withProject: project ? 'yes' : 'no',
    project: project ?? '',
  })
}

export const telLink = (digits: string) => `tel:+${digits}`

export const whatsappLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`

export function mailtoLink(email: string, t: LeadsLanguage, project: string | null) {
  const subject = t('leads.contact.toLead.mailSubject', {
    withProject: project ? 'yes' : 'no',
    project: project ?? '',
  })
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}
