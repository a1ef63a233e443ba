import 'server-only'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'

export const resetPasswordUrl = (token: string) =>
  `${env().siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`

/** Queues the reset link in the outbox, so a mail server hiccup delays it instead of losing it. */
export async function queuePasswordResetMail(email: string, token: string): Promise<void> {
  await queueMail(db(), {
    kind: MAIL_KINDS.passwordReset,
    payload: { to: email, url: resetPasswordUrl(token) },
  })
}
