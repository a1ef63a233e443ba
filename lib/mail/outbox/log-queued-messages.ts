import 'server-only'
import { env } from '@/lib/env'
import { composeMails } from '../compose-mails'
import type { Mail, MailContext } from '../mail-kind'
import { listPendingMessages, type OutboxMessage } from './outbox-store'

// A message's created_at is its transaction's start, so one that took longer to commit can
// appear behind messages already logged: each pass looks this far back again.
const LOG_OVERLAP_MS = 60_000

/** How far the log of queued messages got, and the ids it logged within the overlap. */
export type QueueLog = { reached: Date; logged: Map<string, Date> }

export const newQueueLog = (): QueueLog => ({ reached: new Date(0), logged: new Map() })

type Composed = Mail[] | Error | undefined

/**
 * Production logs must not hold a lead's contact details or a reset link's token, so there only
 * the message's kind and recipient count are written; developers get the whole mail, to follow
 * reset links locally.
 */
function queuedLine(message: OutboxMessage, mail: Composed, production: boolean): string {
  const composed = mail && !(mail instanceof Error) ? mail : []
  if (production) {
    const recipients = composed
      .flatMap((part) => part.to.split(','))
      .filter((to) => to.trim()).length
    return (
      `Mail queued (SMTP_URL not set), message ${message.id}: ${message.kind} to ` +
      `${recipients} recipient(s). Its text is not logged in production: ` +
      'configure SMTP_URL to have it sent.'
    )
  }
  const text = composed.length
    ? composed.map((part) => `To: ${part.to}\n${part.subject}\n${part.text}`).join('\n\n')
    : JSON.stringify(message.payload)
  return `Mail queued (SMTP_URL not set), message ${message.id}:\n${text}`
}

function logOnce(log: QueueLog, message: OutboxMessage, mail: Composed, production: boolean) {
  if (log.logged.has(message.id)) return false
  log.logged.set(message.id, message.createdAt)
  if (message.createdAt > log.reached) log.reached = message.createdAt
  console.log(queuedLine(message, mail, production))
  return true
}

/**
 * Without SMTP: writes each queued message to the server log once, so no lead goes unseen.
 * Pages forward through everything queued since the last pass. Returns how many it wrote.
 */
export async function logQueuedMessages(
  log: QueueLog,
  context: MailContext,
  pageSize = 50,
  // A burst of thousands of leads is logged over several passes instead of stalling one.
  maxPerPass = 250,
  production = env().NODE_ENV === 'production',
): Promise<number> {
  const since = new Date(log.reached.getTime() - LOG_OVERLAP_MS)
  let count = 0
  let afterId: string | null = null
  for (;;) {
    const page = await listPendingMessages(since, afterId, pageSize)
    // The overlap brings back messages already logged: only new ones are composed (a burst
    // of leads would otherwise be composed again every pass for a minute).
    const fresh = page.filter((message) => !log.logged.has(message.id))
    const mails = await composeMails(fresh, context)
    for (const message of fresh)
      if (logOnce(log, message, mails.get(message.id), production)) count += 1
    if (page.length < pageSize || count >= maxPerPass) break
    afterId = page.at(-1)!.id
  }
  // The next pass starts at reached - overlap: older ids cannot come back.
  const horizon = log.reached.getTime() - LOG_OVERLAP_MS
  for (const [id, createdAt] of log.logged) if (createdAt.getTime() < horizon) log.logged.delete(id)
  return count
}
