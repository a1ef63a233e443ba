/** A WhatsApp deep link (spec §7: phone, text, type=phone_number, app_absent=0). */
export function whatsappLink(phone: string, text: string): string {
  const params = new URLSearchParams({ phone, text, type: 'phone_number', app_absent: '0' })
  return `https://api.whatsapp.com/send/?${params}`
}
