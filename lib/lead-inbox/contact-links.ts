import { egyptianMobileDigits } from '@/lib/validation/phone'

/** The number in international digits without '+' (what wa.me and tel: need), or null. */
export function internationalDigits(phone: string | null): string | null {
  if (!phone) return null
  const egyptian = egyptianMobileDigits(phone)
  if (egyptian) return `20${egyptian}`
  const digits = phone.replace(/\D/g, '').replace(/^00/, '')
  return digits.length >= 8 ? digits : null
}

export type Greeting = {
  locale: 'en' | 'ar'
  fullName: string
  staffName: string
  project: string | null
}

/** The staff member's name as the lead reads it: the Arabic one for Arabic, when given. */
export const staffNameFor = (locale: 'en' | 'ar', names: { en: string; ar: string | null }) =>
  locale === 'ar' ? (names.ar ?? names.en) : names.en

/** A first message in the lead's language, from the staff member, about what they asked. */
export function greeting({ locale, fullName, staffName, project }: Greeting): string {
  const first = fullName.trim().split(/\s+/)[0] ?? fullName
  if (locale === 'ar') {
    return `مرحبًا ${first}، معك ${staffName} من مسار بخصوص استفسارك${project ? ` عن ${project}` : ''}. متى يناسبك أن نتحدث؟`
  }
  return `Hello ${first}, this is ${staffName} from Masar about your enquiry${project ? ` about ${project}` : ''}. When would be a good time to talk?`
}

export const telLink = (digits: string) => `tel:+${digits}`

export const whatsappLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`

export function mailtoLink(email: string, locale: 'en' | 'ar', project: string | null) {
  const subject =
    locale === 'ar'
      ? `استفسارك${project ? ` عن ${project}` : ''} - مسار`
      : `Your enquiry${project ? ` about ${project}` : ''} - Masar`
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}
