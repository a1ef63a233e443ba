import { pushDataLayer } from './data-layer'

// Typed so every call site uses one of the placements named in spec §7.
export type WhatsappClickLocation = 'hero' | 'floating' | 'exit_banner' | 'footer'
export type PhoneClickLocation = 'header' | 'footer'

export function trackWhatsappClick(location: WhatsappClickLocation): void {
  pushDataLayer({ event: 'whatsapp_click', click_location: location })
}

export function trackPhoneClick(location: PhoneClickLocation): void {
  pushDataLayer({ event: 'phone_click', click_location: location })
}
