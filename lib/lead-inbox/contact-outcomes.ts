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

/**
 * The outcomes that are a conversation: the first of them is the lead's first response. A call
 * that rang out, a busy line or a wrong number is an attempt, and the lead keeps waiting.
 */
export const CONVERSATION_OUTCOMES = [
  'reached',
  'whatsapp_sent',
] as const satisfies readonly ContactOutcome[]

export const isConversation = (outcome: ContactOutcome) =>
  (CONVERSATION_OUTCOMES as readonly ContactOutcome[]).includes(outcome)
