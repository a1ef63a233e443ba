import 'server-only'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import { FieldError } from '@/lib/actions/field-error'
import { db } from '@/lib/db/client'
import { accounts, userRoles, users, verifications } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { roleLabel, STAFF_ROLE_LABELS, type InviteInput } from './staff-schemas'

/** How long the invitation link works. */
export const INVITATION_HOURS = 72

/** The page that sets a password from a token (better-auth's reset flow), as an invitation. */
export const invitationUrl = (token: string) =>
  `${env().siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}&invite=1`

/**
 * Creates the account without a password and queues the invitation: the link sets the
 * password (better-auth's reset token, valid 72 hours, stored as better-auth stores it).
 * Inviting again someone who never set a password sends a fresh link. Logged with the name,
 * e-mail and role given (before → after on a fresh invitation).
 */
export async function inviteStaff(
  input: InviteInput,
  invitedBy: ActorSource,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: users.id,
        name: users.name,
        role: userRoles.role,
        password: accounts.password,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id))
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, input.email))
      .for('update', { of: users })
    if (existing && (existing.password || existing.deactivatedAt))
      throw new FieldError('email', 'This e-mail already has an account')
    const userId = existing?.id ?? randomUUID()
    if (existing) {
      await tx.update(users).set({ name: input.name }).where(eq(users.id, userId))
      await tx.update(userRoles).set({ role: input.role }).where(eq(userRoles.userId, userId))
      // The earlier link stops working: only the newest invitation counts.
      await tx
        .delete(verifications)
        .where(
          and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')),
        )
    } else {
      await tx
        .insert(users)
        .values({ id: userId, name: input.name, email: input.email, emailVerified: true })
      await tx.insert(userRoles).values({ userId, role: input.role })
    }
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600_000),
    })
    await queueMail(tx, {
      kind: MAIL_KINDS.staffInvitation,
      payload: {
        to: input.email,
        name: input.name,
        role: STAFF_ROLE_LABELS[input.role],
        invitedBy: invitedBy.name || invitedBy.email,
        url: invitationUrl(token),
      },
    })
    const invited = { name: input.name, email: input.email, role: roleLabel(input.role) }
    await recordActivity(
      tx,
      actorOf(invitedBy),
      {
        entityType: 'staff',
        entityId: userId,
        entityLabel: input.name,
        action: 'invited',
        changes: diffChanges(
          existing
            ? { name: existing.name, email: input.email, role: roleLabel(existing.role) }
            : null,
          invited,
        ),
      },
      now,
    )
    return userId
  })
}
