import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { outboxMessages } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import type { MailKindWith } from './mail-payloads'

/**
 * Sends a held mail now (queued with `notBefore`, not tried yet), the one whose payload has
 * `enquiryId` (or none). Nothing when it already left: the mail reads the record when sent, so
 * one mail carries everything known by then, and what came later is on the record, not in a
 * second mail with the same subject.
 */
export async function releaseHeldMail(
  q: Queryable,
  held: { kind: MailKindWith<'enquiryId'>; subjectId: string; enquiryId: string | null },
  now = new Date(),
): Promise<void> {
  await q
    .update(outboxMessages)
    .set({ nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(outboxMessages.subjectId, held.subjectId),
        eq(outboxMessages.kind, held.kind),
        eq(outboxMessages.status, 'pending'),
        eq(outboxMessages.attempts, 0),
        sql`${outboxMessages.nextAttemptAt} > ${now.toISOString()}::timestamptz`,
        sql`(${outboxMessages.payload}->>'enquiryId') is not distinct from ${held.enquiryId}::text`,
      ),
    )
}
