import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { outboxMessages } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import type { MailKindWith } from './mail-payloads'

/**
 * Takes back the mails of a kind still waiting for `to` (an invitation revoked or replaced):
 * once a mail server is configured they would deliver a link that no longer works.
 */
export async function withdrawQueuedMail(
  q: Queryable,
  kind: MailKindWith<'to'>,
  to: string,
): Promise<void> {
  await q
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, kind),
        eq(outboxMessages.status, 'pending'),
        sql`lower(${outboxMessages.payload}->>'to') = lower(${to})`,
      ),
    )
}
