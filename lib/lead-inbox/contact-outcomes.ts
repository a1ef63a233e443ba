/** How staff reach a lead from its page (the Call and WhatsApp buttons). */
export const CONTACT_CHANNELS = ['call', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** What came of an attempt, picked in one tap after it (its words: the catalogue's leads.outcome). */
export const CONTACT_OUTCOMES = [
  'reached',
  'no_answer',
  'call_back',
  'wrong_number',
  'whatsapp_sent',
] as const
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number]
