import 'server-only'
import type { Transporter } from 'nodemailer'
import { env } from '@/lib/env'
import { deliverClaimed } from './outbox/outbox-worker'
import { claimMessage, readMessage } from './outbox/outbox-store'
import { sendNowTransport } from './outbox/smtp-transport'

/** What became of a mail an action wanted sent at once. */
export type Delivery =
  | { sent: true }
  | {
      sent: false
      /** 'no-mail-server': SMTP_URL is not set; 'not-accepted': the server did not take it (yet). */
      reason: 'no-mail-server' | 'not-accepted'
      /** The last attempt's error, when one was made and failed. */
      lastError: string | null
    }

type Options = {
  transport?: Transporter | null
  from?: string
  /** How long to wait for the worker when it holds the message already. */
  waitMs?: number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends one queued message now (after its transaction committed) and says whether the mail
 * server accepted it, so "sent" on screen means it left. The message stays in the outbox
 * either way: not accepted, the worker retries it with backoff. If the worker claimed it
 * first, this waits briefly for that attempt's outcome.
 */
export async function sendQueuedNow(id: string, options: Options = {}): Promise<Delivery> {
  const transport = options.transport === undefined ? sendNowTransport() : options.transport
  if (!transport) return { sent: false, reason: 'no-mail-server', lastError: null }
  const { MAIL_FROM, LEADS_NOTIFY_TO } = env()
  const claimed = await claimMessage(id, new Date())
  if (claimed) {
    // The kinds sent at once (test mail, invitation) have their own recipients: the sales
    // inbox is only there to complete the context.
    const settings = { transport, from: options.from ?? MAIL_FROM, to: LEADS_NOTIFY_TO }
    await deliverClaimed(settings, [claimed])
  }
  const deadline = Date.now() + (options.waitMs ?? 8000)
  for (;;) {
    const message = await readMessage(id)
    if (!message) return { sent: false, reason: 'not-accepted', lastError: null }
    if (message.status === 'sent') return { sent: true }
    // An attempt ended (not claimed any more) or gave up: its error says why.
    const settled =
      message.status === 'failed' || (message.claimedAt === null && message.attempts > 0)
    if (settled || Date.now() > deadline)
      return { sent: false, reason: 'not-accepted', lastError: message.lastError }
    await pause(200) // polling the worker's attempt, not waiting for an outcome we could get
  }
}
