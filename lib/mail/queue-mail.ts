import 'server-only'
import { outboxMessages } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import type { MailKindName } from './mail-kinds'
import type { MailPayloadInput } from './mail-payloads'

/** A mail to queue: its kind and that kind's payload (MAIL_PAYLOADS). */
export type QueuedMail = {
  [K in MailKindName]: {
    kind: K
    payload: MailPayloadInput<K>
    /** The record the mail is about (a lead), so its delivery can be shown beside it. */
    subjectId?: string | null
    /** Held until then (a lead's step 2 may still add to it): see releaseHeldMail. */
    notBefore?: Date
  }
}[MailKindName]

/**
 * Queues mails in the outbox (one statement). Pass the transaction that writes the record it is about: then
 * nothing is announced that was not stored, and nothing stored goes unannounced. Returns the
 * messages' ids in order (to send one at once: sendQueuedNow).
 */
export async function queueMail(
  q: Queryable,
  ...mails: [QueuedMail, ...QueuedMail[]]
): Promise<string[]> {
  const rows = await q
    .insert(outboxMessages)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        payload: mail.payload,
        subjectId: mail.subjectId ?? null,
        ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
      })),
    )
    .returning({ id: outboxMessages.id })
  return rows.map((row) => row.id)
}
