// Company contact details shown in the header and footer. The chat number is used in links
// only (spec: it is not printed on the page).
export const siteConfig = {
  phone: '+20 2 2735 0100',
  phoneHref: 'tel:+20227350100',
  email: 'hello@masar.example',
  whatsappNumber: '201000350100',
  social: {
    facebook: 'https://www.facebook.com/masar.advisory',
    instagram: 'https://www.instagram.com/masar.advisory',
    linkedin: 'https://www.linkedin.com/company/masar-advisory',
  },
} as const

/** A WhatsApp deep link (spec §7: phone, text, type=phone_number, app_absent=0). */
export function whatsappLink(phone: string, text: string): string {
  const params = new URLSearchParams({ phone, text, type: 'phone_number', app_absent: '0' })
  return `https://api.whatsapp.com/send/?${params}`
}
