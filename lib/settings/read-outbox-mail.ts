import 'server-only'
import { eq } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'
import { composeMails } from '@/lib/mail/compose-mails'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'

export type OutboxMailText = { to: string; subject: string; text: string }

/**
 * The text of one outbox mail as it reads now, for an admin (never written to a log: it may
 * hold a lead's contact details), one entry per language its recipients read; a password
 * reset's token is hidden. Null when its record is gone.
 */
export async function readOutboxMail(
  id: string,
  salesInbox: string,
): Promise<OutboxMailText[] | null> {
  const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id))
  if (!row) throw AppError.notFound('settings.fieldErrors.mailGone')
  const parts = (await composeMails([row], { salesInbox })).get(row.id)
  if (!parts || parts instanceof Error || parts.length === 0) return null
  // A reset link would let whoever reads it choose that person's password: it is theirs alone.
  const shown = (text: string) =>
    row.kind === MAIL_KINDS.passwordReset
      ? text.replace(/token=[^\s&]+/g, 'token=(hidden: only its owner may use it)')
      : text
  return parts.map((mail) => ({ to: mail.to, subject: mail.subject, text: shown(mail.text) }))
}
