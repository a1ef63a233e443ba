import 'server-only'
import type { Transporter } from 'nodemailer'
import { getConnection } from '@/lib/db/client'
import { logError } from '@/lib/server/log-error'
import { composeMails } from '../compose-mails'
import { CLAIM_LEASE_MS } from './backoff'
import { logQueuedMessages, newQueueLog } from './log-queued-messages'
import { sendMessageMails } from './send-message-mails'
import { createSmtpTransport } from './smtp-transport'
import { rememberUnsettled, settleRemembered } from './unsettled-claims'
import {
  claimDueMessages,
  countPendingMessages,
  markFailedAttempt,
  markSent,
  releaseClaimsMadeBefore,
  type OutboxMessage,
} from './outbox-store'

/** Messages claimed at a time; a pass claims batch after batch while they come back full. */
const CLAIM_BATCH = 10

/**
 * `to` is the sales inbox, or how to read it for each pass (Settings › Company can change it
 * while the app runs); each kind of mail chooses its own recipients.
 */
export type SalesInbox = string | (() => Promise<string>)
export type MailSettings = { transport: Transporter | null; from: string; to: SalesInbox }

const salesInboxOf = async (to: SalesInbox) => (typeof to === 'string' ? to : to())

/**
 * One pass: claims the due messages and sends each. Without a transport (no SMTP_URL) it sends
 * nothing and leaves them queued. Returns how many were sent.
 */
export async function deliverDueMessages(
  settings: MailSettings,
  now = new Date(),
  leaseMs = CLAIM_LEASE_MS,
): Promise<number> {
  if (!settings.transport) return 0
  await settleRemembered(now)
  const claimed = await claimDueMessages(now, CLAIM_BATCH, leaseMs)
  // Most passes find nothing due: the recipients are read only when there is mail to address.
  if (claimed.length === 0) return 0
  return deliverClaimed({ ...settings, transport: settings.transport }, claimed)
}

/**
 * Sends messages this process has claimed, one after the other, and records each outcome
 * (sent, or the attempt's error and the next attempt). Returns how many were sent.
 */
export async function deliverClaimed(
  settings: MailSettings & { transport: Transporter },
  claimed: OutboxMessage[],
): Promise<number> {
  let sent = 0
  const idsFrom = (index: number) => claimed.slice(index).map((message) => message.id)
  const compose = async () => composeMails(claimed, { salesInbox: await salesInboxOf(settings.to) })
  const mails = await compose().catch((error) => {
    rememberUnsettled([], idsFrom(0))
    throw error
  })
  for (const [index, message] of claimed.entries()) {
    let delivered = false
    try {
      const composed = mails.get(message.id) ?? []
      if (composed instanceof Error) throw composed
      await sendMessageMails(settings.transport, settings.from, message, composed)
      delivered = true
      await markSent(message.id, new Date())
      sent += 1
    } catch (error) {
      if (delivered) {
        // Sent, but the database is out of reach: recorded by a later pass, not sent again.
        rememberUnsettled([message.id], idsFrom(index + 1))
        throw error
      }
      const reason = error instanceof Error ? error.message : String(error)
      logError(`Outbox message ${message.id} not sent (attempt ${message.attempts}):`, error)
      await markFailedAttempt(message, reason, new Date()).catch((dbError: unknown) => {
        rememberUnsettled([], idsFrom(index))
        throw dbError
      })
    }
  }
  return sent
}

/**
 * The embedded database belongs to this process alone (data dir lock), so a claim older than
 * the process is one a killed run held mid-send: due now rather than in CLAIM_LEASE_MS.
 * On PostgreSQL another live instance may hold it, so its lease runs out as usual.
 */
async function releaseClaimsOfStoppedRuns(): Promise<void> {
  if (getConnection().kind !== 'pglite') return
  const released = await releaseClaimsMadeBefore(new Date(performance.timeOrigin), new Date())
  if (released > 0)
    console.log(`Mail: ${released} message(s) a stopped run was sending are due again`)
}

/**
 * Sends batch after batch while there is more due (a burst of leads must not wait 5 s per ten
 * mails), for at most about one interval so the pass ends and the timer stays in charge.
 */
async function deliverBacklog(settings: MailSettings, leaseMs: number, budgetMs: number) {
  const started = Date.now()
  let sent = CLAIM_BATCH
  while (sent === CLAIM_BATCH && Date.now() - started < budgetMs) {
    sent = await deliverDueMessages(settings, new Date(), leaseMs)
  }
}

export type OutboxWorkerOptions = {
  smtpUrl?: string
  from: string
  to: SalesInbox
  intervalMs?: number
  /** How long a claimed message is reserved for this worker (tests shorten it). */
  claimLeaseMs?: number
}

/**
 * Starts the in-process sender; says at startup whether mail can go out. Returns a stop
 * function that resolves once the pass under way, if any, has finished.
 */
export async function startOutboxWorker({
  smtpUrl,
  from,
  to,
  intervalMs = 5000,
  claimLeaseMs = CLAIM_LEASE_MS,
}: OutboxWorkerOptions): Promise<() => Promise<void>> {
  const transport = smtpUrl ? createSmtpTransport(smtpUrl) : null
  await releaseClaimsOfStoppedRuns()
  const pending = await countPendingMessages()
  if (!transport) {
    console.warn(
      `Mail: SMTP_URL is not set, so notifications stay queued in outbox_messages (${pending} pending); they are sent once SMTP_URL is configured.`,
    )
  } else {
    console.log(
      `Mail: sending notifications to ${typeof to === 'string' ? to : 'the recipients in Settings'} over SMTP (${pending} pending)`,
    )
  }
  const log = newQueueLog()
  let pass: Promise<void> | null = null
  const runPass = async () => {
    try {
      if (transport) await deliverBacklog({ transport, from, to }, claimLeaseMs, intervalMs)
      else await logQueuedMessages(log, { salesInbox: await salesInboxOf(to) })
    } catch (error) {
      logError('Outbox pass failed', error)
    } finally {
      pass = null
    }
  }
  const timer = setInterval(() => {
    pass ??= runPass() // a slow SMTP server must not stack passes
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await pass
    transport?.close()
  }
}
