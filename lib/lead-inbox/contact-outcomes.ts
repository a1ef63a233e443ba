/** How staff reach a lead from its page (the Call and WhatsApp buttons). */
export const CONTACT_CHANNELS = ['call', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** What came of an attempt, picked in one tap after it. */
export const CONTACT_OUTCOMES = [
  'reached',
  'no_answer',
  'call_back',
  'wrong_number',
  'whatsapp_sent',
] as const
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number]

export const CONTACT_OUTCOME_LABELS: Record<ContactOutcome, string> = {
  reached: 'Reached',
  no_answer: 'No answer',
  call_back: 'Busy / call back',
  wrong_number: 'Wrong number',
  whatsapp_sent: 'WhatsApp sent',
}

export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp',
}
