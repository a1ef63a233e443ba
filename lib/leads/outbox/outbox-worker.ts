import 'server-only'
import { createTransport, type Transporter } from 'nodemailer'
import { getConnection } from '@/lib/db/client'
import { PASSWORD_RESET, passwordResetMail } from '@/lib/auth/password-reset-mail'
import { LEAD_NOTIFICATION } from '../store-lead'
import { leadNotification, leadNotifications, type MailContent } from '../lead-notification'
import { CLAIM_LEASE_MS } from './backoff'
import {
  claimDueMessages,
  countPendingMessages,
  listPendingMessages,
  markFailedAttempt,
  markSent,
  releaseClaimsMadeBefore,
  type OutboxMessage,
} from './outbox-store'

/** Messages claimed at a time; a pass claims batch after batch while they come back full. */
const CLAIM_BATCH = 10

export type MailSettings = { transport: Transporter | null; from: string; to: string }

/** What a message says, by kind; null when the record it is about no longer exists. */
async function contentOf(message: OutboxMessage): Promise<MailContent | null> {
  if (message.kind === LEAD_NOTIFICATION && typeof message.payload.leadId === 'string') {
    return leadNotification(message.payload.leadId)
  }
  if (message.kind === PASSWORD_RESET) return passwordResetMail(message.payload)
  throw new Error(`Unknown outbox message kind "${message.kind}"`)
}

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
  let sent = 0
  for (const message of await claimDueMessages(now, CLAIM_BATCH, leaseMs)) {
    try {
      const content = await contentOf(message)
      if (content) {
        await settings.transport.sendMail({
          from: settings.from,
          to: content.to ?? settings.to,
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

// A message's created_at is its transaction's start, so one that took longer to commit can
// appear behind messages already logged: each pass looks this far back again.
const LOG_OVERLAP_MS = 60_000

/** How far the log of queued messages got, and the ids it logged within the overlap. */
export type QueueLog = { reached: Date; logged: Map<string, Date> }

export const newQueueLog = (): QueueLog => ({ reached: new Date(0), logged: new Map() })

async function logOnce(
  log: QueueLog,
  message: OutboxMessage,
  contents: Map<string, MailContent>,
): Promise<boolean> {
  if (log.logged.has(message.id)) return false
  log.logged.set(message.id, message.createdAt)
  if (message.createdAt > log.reached) log.reached = message.createdAt
  const leadId = message.payload.leadId
  const content =
    typeof leadId === 'string' && message.kind === LEAD_NOTIFICATION
      ? (contents.get(leadId) ?? null)
      : await contentOf(message).catch(() => null)
  console.log(
    `Mail queued (SMTP_URL not set), message ${message.id}:\n${content ? `${content.subject}\n${content.text}` : JSON.stringify(message.payload)}`,
  )
  return true
}

/** The lead notifications of a page of queued messages, read in one query. */
function leadContents(page: OutboxMessage[]) {
  const ids = page
    .filter((m) => m.kind === LEAD_NOTIFICATION && typeof m.payload.leadId === 'string')
    .map((m) => m.payload.leadId as string)
  return leadNotifications(ids)
}

/**
 * Without SMTP: writes each queued message to the server log once, so no lead goes unseen.
 * Pages forward through everything queued since the last pass. Returns how many it wrote.
 */
export async function logQueuedMessages(
  log: QueueLog,
  pageSize = 50,
  // A burst of thousands of leads is logged over several passes instead of stalling one.
  maxPerPass = 250,
): Promise<number> {
  const since = new Date(log.reached.getTime() - LOG_OVERLAP_MS)
  let count = 0
  let afterId: string | null = null
  for (;;) {
    const page = await listPendingMessages(since, afterId, pageSize)
    const contents = await leadContents(page)
    for (const message of page) if (await logOnce(log, message, contents)) count += 1
    if (page.length < pageSize || count >= maxPerPass) break
    afterId = page.at(-1)!.id
  }
  // The next pass starts at reached - overlap: older ids cannot come back.
  const horizon = log.reached.getTime() - LOG_OVERLAP_MS
  for (const [id, createdAt] of log.logged) if (createdAt.getTime() < horizon) log.logged.delete(id)
  return count
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
  to: string
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
  const transport = smtpUrl ? createTransport(smtpUrl) : null
  await releaseClaimsOfStoppedRuns()
  const pending = await countPendingMessages()
  if (!transport) {
    console.warn(
      `Mail: SMTP_URL is not set, so notifications stay queued in outbox_messages (${pending} pending); they are sent once SMTP_URL is configured.`,
    )
  } else {
    console.log(`Mail: sending notifications to ${to} over SMTP (${pending} pending)`)
  }
  const log = newQueueLog()
  let pass: Promise<void> | null = null
  const runPass = async () => {
    try {
      if (transport) await deliverBacklog({ transport, from, to }, claimLeaseMs, intervalMs)
      else await logQueuedMessages(log)
    } catch (error) {
      console.error('Outbox pass failed', error)
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
  }
}
