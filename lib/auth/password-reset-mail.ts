import 'server-only'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'
import { env } from '@/lib/env'

export const PASSWORD_RESET = 'password_reset'

export const resetPasswordUrl = (token: string) =>
  `${env().siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`

/** Queues the reset link in the outbox, so a mail server hiccup delays it instead of losing it. */
export async function queuePasswordResetMail(email: string, token: string): Promise<void> {
  await db()
    .insert(outboxMessages)
    .values({ kind: PASSWORD_RESET, payload: { to: email, url: resetPasswordUrl(token) } })
}

/** The mail a queued reset message becomes. */
export function passwordResetMail(payload: Record<string, unknown>) {
  const { to, url } = payload
  if (typeof to !== 'string' || typeof url !== 'string') return null
  return {
    to,
    subject: 'Reset your Masar admin password',
    text: [
      'Someone asked to reset the password of your Masar admin account.',
      '',
      `Set a new password here (the link works for one hour): ${url}`,
      '',
      'If it was not you, ignore this e-mail; your password stays the same.',
    ].join('\n'),
  }
}
