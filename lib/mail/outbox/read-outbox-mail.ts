import 'server-only'
import { eq } from 'drizzle-orm'
import { NotFoundError } from '@/lib/actions/not-found-error'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'
import { composeMails } from '../compose-mails'

export type OutboxMailText = { to: string; subject: string; text: string }

/**
 * The text of one outbox mail as it reads now, for an admin (never written to a log: it may
 * hold a reset link or a lead's contact details). Null when its record is gone.
 */
export async function readOutboxMail(
  id: string,
  salesInbox: string,
): Promise<OutboxMailText | null> {
  const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id))
  if (!row) throw new NotFoundError('This mail is no longer in the outbox')
  const mail = (await composeMails([row], { salesInbox })).get(row.id)
  if (!mail || mail instanceof Error) return null
  return { to: mail.to, subject: mail.subject, text: mail.text }
}
