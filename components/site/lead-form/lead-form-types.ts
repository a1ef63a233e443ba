import type { ContactChannel } from '@/lib/leads/lead-form-schema'
import type messages from '@/messages/en.json'

type LeadFormMessages = (typeof messages)['leadForm']

/**
 * The `leadForm` messages in the page's language for the client island; the ones with
 * arguments arrive filled in on the server (leadFormLabels), so the island needs no ICU runtime.
 */
export type LeadFormLabels = Omit<LeadFormMessages, 'stepOf' | 'thankYouBody' | 'chatMessage'> & {
  /** "Step 1 of 2", "Step 2 of 2". */
  stepOf: Record<1 | 2, string>
  /** The thank-you line for each contact channel, and for none chosen. */
  thankYouBody: Record<ContactChannel | 'none', string>
  /** The WhatsApp message after sending, naming the project. */
  chatMessage: string
}
