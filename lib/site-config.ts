/** A WhatsApp deep link (spec §7: phone, text, type=phone_number, app_absent=0). */
export function whatsappLink(phone: string, text: string): string {
  // Digits only: numbers are stored in E.164 ("+2010…"), and the link wants "2010…".
  const params = new URLSearchParams({
    phone: phone.replace(/\D/g, ''),
    text,
    type: 'phone_number',
    app_absent: '0',
  })
  return `https://api.whatsapp.com/send/?${params}`
}
