import 'server-only'
import { createTransport, type Transporter } from 'nodemailer'
import { LEAD_NOTIFICATION } from '../store-lead'
import { leadNotification, type MailContent } from '../lead-notification'
import {
  claimDueMessages,
  countPendingMessages,
  listPendingMessages,
  markFailedAttempt,
  markSent,
  type OutboxMessage,
} from './outbox-store'

export type MailSettings = { transport: Transporter | null; from: string; to: string }

/** What a message says, by kind; null when the record it is about no longer exists. */
async function contentOf(message: OutboxMessage): Promise<MailContent | null> {
  if (message.kind === LEAD_NOTIFICATION && typeof message.payload.leadId === 'string') {
    return leadNotification(message.payload.leadId)
  }
  throw new Error(`Unknown outbox message kind "${message.kind}"`)
}

/**
 * One pass: claims the due messages and sends each. Without a transport (no SMTP_URL) it sends
 * nothing and leaves them queued. Returns how many were sent.
 */
export async function deliverDueMessages(
  settings: MailSettings,
  now = new Date(),
): Promise<number> {
  if (!settings.transport) return 0
  let sent = 0
  for (const message of await claimDueMessages(now)) {
    try {
      const content = await contentOf(message)
      if (content) {
        await settings.transport.sendMail({
          from: settings.from,
          to: settings.to,
          replyTo: content.replyTo,
          subject: content.subject,
          text: content.text,
          // Stable per message, so a receiving server can drop a retry it already has.
          messageId: `<${message.id}@outbox.masar>`,
        })
      }
      await markSent(message.id, new Date())
      sent += 1
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      console.error(
        `Outbox message ${message.id} not sent (attempt ${message.attempts}): ${reason}`,
      )
      await markFailedAttempt(message, reason, new Date())
    }
  }
  return sent
}

/** Without SMTP: writes each queued message to the server log once, so no lead goes unseen. */
export async function logQueuedMessages(logged: Set<string>): Promise<number> {
  let count = 0
  for (const message of await listPendingMessages(50)) {
    if (logged.has(message.id)) continue
    logged.add(message.id)
    const content = await contentOf(message).catch(() => null)
    console.log(
      `Mail queued (SMTP_URL not set), message ${message.id}:\n${content ? `${content.subject}\n${content.text}` : JSON.stringify(message.payload)}`,
    )
    count += 1
  }
  return count
}

export type OutboxWorkerOptions = {
  smtpUrl?: string
  from: string
  to: string
  intervalMs?: number
}

/** Starts the in-process sender; says at startup whether mail can go out. */
export async function startOutboxWorker({
  smtpUrl,
  from,
  to,
  intervalMs = 5000,
}: OutboxWorkerOptions): Promise<() => void> {
  const transport = smtpUrl ? createTransport(smtpUrl) : null
  const pending = await countPendingMessages()
  if (!transport) {
    console.warn(
      `Mail: SMTP_URL is not set, so notifications stay queued in outbox_messages (${pending} pending); they are sent once SMTP_URL is configured.`,
    )
  } else {
    console.log(`Mail: sending notifications to ${to} over SMTP (${pending} pending)`)
  }
  const logged = new Set<string>()
  let running = false
  const timer = setInterval(async () => {
    if (running) return // a slow SMTP server must not stack passes
    running = true
    try {
      if (transport) await deliverDueMessages({ transport, from, to })
      else await logQueuedMessages(logged)
    } catch (error) {
      console.error('Outbox pass failed', error)
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
