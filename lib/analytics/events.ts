import 'client-only'
import { pushDataLayer } from './data-layer'

// Spec §7 placements. Links declare theirs with data-whatsapp-location / data-phone-location,
// so server-rendered links need no client component of their own.
const whatsappLocations = ['hero', 'floating', 'exit_banner', 'footer'] as const
const phoneLocations = ['header', 'footer'] as const
export type WhatsappClickLocation = (typeof whatsappLocations)[number]
export type PhoneClickLocation = (typeof phoneLocations)[number]

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

export function trackWhatsappClick(location: WhatsappClickLocation): void {
  pushDataLayer({ event: 'whatsapp_click', click_location: location })
}

export function trackPhoneClick(location: PhoneClickLocation): void {
  pushDataLayer({ event: 'phone_click', click_location: location })
}

/** Document-level click listener: pushes the event of a tagged chat or phone link. */
export function trackContactClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.(
    'a[data-whatsapp-location], a[data-phone-location]',
  )
  if (!link) return
  const whatsapp = link.getAttribute('data-whatsapp-location')
  if (isOneOf(whatsappLocations, whatsapp)) trackWhatsappClick(whatsapp)
  const phone = link.getAttribute('data-phone-location')
  if (isOneOf(phoneLocations, phone)) trackPhoneClick(phone)
}
