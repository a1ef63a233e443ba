import 'server-only'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { verifications } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { env } from '@/lib/env'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { withdrawQueuedMail } from '@/lib/mail/withdraw-queued-mail'

/** How long the invitation link works. */
export const INVITATION_HOURS = 72

/** The page that sets a password from a token (better-auth's reset flow), as an invitation. */
export const invitationUrl = (token: string) =>
  `${env().siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}&invite=1`

/** Every password-setting link of the account stops working. */
export async function deleteInvitationLinks(tx: Queryable, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')))
}

export type IssuedInvitation = { messageId: string; link: string }

/**
 * A new invitation link for an account without a password (better-auth's reset token, valid
 * 72 hours, stored as better-auth stores it) and its mail, queued. Earlier links stop working
 * and their mails, if still waiting, are taken back: only the newest invitation counts.
 */
export async function issueInvitation(
  tx: Queryable,
  member: {
    userId: string
    email: string
    name: string
    role: string
    invitedBy: string
    /** The inviting admin: the mail is in their language (the invitee has not chosen yet). */
    invitedById: string
  },
  now: Date,
): Promise<IssuedInvitation> {
  const token = randomBytes(24).toString('base64url')
  await deleteInvitationLinks(tx, member.userId)
  await withdrawQueuedMail(tx, MAIL_KINDS.staffInvitation, member.email)
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: member.userId,
    expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600_000),
  })
  const link = invitationUrl(token)
  const [messageId] = await queueMail(tx, {
    kind: MAIL_KINDS.staffInvitation,
    payload: {
      to: member.email,
      name: member.name,
      role: member.role,
      invitedBy: member.invitedBy,
      invitedById: member.invitedById,
      url: link,
    },
  })
  return { messageId: messageId!, link }
}
