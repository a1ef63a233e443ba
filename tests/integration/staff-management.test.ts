import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppError } from '@/lib/actions/app-error'
import { auth } from '@/lib/auth/auth'
import { asRefusal } from '@/lib/account/auth-error'
import { englishText } from '../support/admin-text'
import { viewerOf } from '@/lib/auth/get-viewer'
import {
  activityLog,
  outboxMessages,
  sessions,
  userRoles,
  users,
  verifications,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { changeStaffRole } from '@/lib/staff/change-staff-role'
import { inviteStaff } from '@/lib/staff/invite-staff'
import { listStaff } from '@/lib/staff/list-staff'
import { resendInvitation } from '@/lib/staff/resend-invitation'
import { revokeInvitation } from '@/lib/staff/revoke-invitation'
import { setStaffActive } from '@/lib/staff/set-staff-active'
import { migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'
import { mailText } from '../support/mail-text'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'
import { testViewer } from '../support/viewer'

let database: Db
let smtp: LoopbackSmtp
/** The admin who invites (the activity log names them). */
let inviter: { userId: string; name: string; email: string }

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
  const { id, email } = await insertStaff('admin', 'Site Admin')
  inviter = { userId: id, name: 'Site Admin', email }
})

/** A staff member as the mutations take them (who is making the change). */
const by = (member: { id: string; email: string }) => ({
  userId: member.id,
  name: 'Staff admin',
  email: member.email,
})
afterAll(() => smtp.close())

const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@staff.example`

/**
 * Sends what the outbox holds (other files may have left mail due: passes go on until this
 * one is out) and returns the invitation link mailed to `email`.
 */
async function mailedLink(email: string) {
  await database.update(outboxMessages).set({ nextAttemptAt: new Date(0) })
  const transport = createTransport({ url: smtp.url, pool: true })
  const mine = () => smtp.mails.filter((m) => m.to.includes(email)).at(-1)
  const settings = { transport, from: 'Masar <no-reply@masar.example>', to: 'sales@masar.example' }
  while ((await deliverDueMessages(settings)) > 0 && !mine()) {
    // next batch
  }
  transport.close()
  const mail = mine()
  expect(mail, `an invitation mail to ${email}`).toBeDefined()
  const text = mailText(mail!.raw)
  const url = /https?:\/\/\S+/.exec(text)?.[0]
  return { text, url: new URL(url!) }
}

/** Invites a new address; returns the account's id. */
async function invitedId(input: Parameters<typeof inviteStaff>[0], now = new Date()) {
  const result = await inviteStaff(input, inviter, now)
  expect(result.outcome).toBe('invited')
  return result.userId
}

/** An invited staff member who has set their password; returns id, e-mail and password. */
async function activeStaff(role: 'admin' | 'moderator') {
  const email = newEmail(role)
  const id = await invitedId({ name: `Staff ${role}`, email, role })
  const { url } = await mailedLink(email)
  const password = `Chosen-${randomUUID()}`
  await auth().api.resetPassword({
    body: { token: url.searchParams.get('token')!, newPassword: password },
  })
  return { id, email, password }
}

const signIn = (email: string, password: string) =>
  auth().api.signInEmail({ body: { email, password }, headers: new Headers(), returnHeaders: true })

const statusOf = async (id: string) =>
  (await listStaff({ viewer: testViewer('admin') })).find((row) => row.id === id)?.status

describe('staff invitations', () => {
  it('mails a 72-hour link that sets the password; the account is Invited, then Active', async () => {
    const email = newEmail('invitee')
    const now = new Date()
    const id = await invitedId({ name: 'Nour Hassan', email, role: 'moderator' }, now)
    expect(await statusOf(id)).toBe('invited')
    const [link] = await database.select().from(verifications).where(eq(verifications.value, id))
    expect(link!.expiresAt.getTime() - now.getTime()).toBe(72 * 3600_000)

    const { text, url } = await mailedLink(email)
    expect(text).toContain('Site Admin invited you to the Masar admin portal as Moderator.')
    expect(text).toContain('the link works for 72 hours')
    expect(url.pathname).toBe('/admin/reset-password')
    expect(url.searchParams.get('invite')).toBe('1')

    await expect(signIn(email, 'anything-at-all')).rejects.toMatchObject({
      body: { message: 'Invalid email or password' },
    })
    const password = `Chosen-${randomUUID()}`
    await auth().api.resetPassword({
      body: { token: url.searchParams.get('token')!, newPassword: password },
    })
    expect(await statusOf(id)).toBe('active')
    const { headers } = await signIn(email, password)
    expect(headers.getSetCookie().length).toBeGreaterThan(0)
  })

  it('inviting an unanswered address again (any letter case) changes nothing and offers a resend; a resend replaces the link; an account with a password is refused', async () => {
    const email = newEmail('again')
    const id = await invitedId({ name: 'First', email, role: 'moderator' })
    const first = (await mailedLink(email)).url.searchParams.get('token')!
    expect(await inviteStaff({ name: 'Second Name', email, role: 'admin' }, inviter)).toEqual({
      outcome: 'already-invited',
      userId: id,
      name: 'First',
      email,
    })
    // Stored with capitals (typed before addresses were lowercased): still the same person.
    await database.update(users).set({ email: email.toUpperCase() }).where(eq(users.id, id))
    expect(await inviteStaff({ name: 'Second Name', email, role: 'admin' }, inviter)).toMatchObject(
      { outcome: 'already-invited', userId: id, name: 'First' },
    )
    await database.update(users).set({ email }).where(eq(users.id, id))
    const [role] = await database.select().from(userRoles).where(eq(userRoles.userId, id))
    expect(role!.role).toBe('moderator')

    await resendInvitation(id, inviter)
    const second = (await mailedLink(email)).url.searchParams.get('token')!
    expect(second).not.toBe(first)
    await expect(
      auth().api.resetPassword({ body: { token: first, newPassword: 'Some-long-password-1' } }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN' } })
    await auth().api.resetPassword({ body: { token: second, newPassword: 'Some-long-password-1' } })
    // The link works once.
    await expect(
      auth().api.resetPassword({ body: { token: second, newPassword: 'Other-long-password-2' } }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN' } })
    await expect(
      inviteStaff({ name: 'Third', email, role: 'moderator' }, inviter),
    ).rejects.toMatchObject({ field: 'email', key: 'staff.fieldErrors.emailTaken' })
    await expect(resendInvitation(id, inviter)).rejects.toMatchObject({
      key: 'staff.refusals.alreadyAccepted',
    })
    await expect(revokeInvitation(id, inviter)).rejects.toMatchObject({
      key: 'staff.refusals.alreadyAccepted',
    })
  })

  it('revoking deletes the unused account, its link and its mail still queued; logged', async () => {
    const email = newEmail('revoked')
    const id = await invitedId({ name: 'Revoked Person', email, role: 'moderator' })
    const [link] = await database.select().from(verifications).where(eq(verifications.value, id))
    await revokeInvitation(id, inviter)
    expect(await database.select().from(users).where(eq(users.id, id))).toEqual([])
    expect(await database.select().from(verifications).where(eq(verifications.value, id))).toEqual(
      [],
    )
    const queued = await database
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'staff_invitation'), eq(outboxMessages.status, 'pending')))
    expect(queued.filter((m) => m.payload.to === email)).toEqual([])
    await expect(
      auth().api.resetPassword({
        body: {
          token: link!.identifier.replace('reset-password:', ''),
          newPassword: 'Some-long-password-1',
        },
      }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN' } })
    const log = await database.select().from(activityLog).where(eq(activityLog.entityId, id))
    expect(log.map((entry) => entry.action)).toEqual(['invited', 'invitation_revoked'])
    await expect(revokeInvitation(id, inviter)).rejects.toMatchObject({
      key: 'staff.fieldErrors.memberNotFound',
    })
  })

  it('an invitation past 72 hours no longer sets a password', async () => {
    const email = newEmail('late')
    const id = await invitedId(
      { name: 'Late', email, role: 'moderator' },
      new Date(Date.now() - 73 * 3600_000),
    )
    expect(await statusOf(id)).toBe('invitation-expired')
    const token = (await mailedLink(email)).url.searchParams.get('token')!
    await expect(
      auth().api.resetPassword({ body: { token, newPassword: 'Some-long-password-1' } }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN' } })
  })
})

describe('deactivation and roles', () => {
  it('deactivating ends every session at once and refuses sign-in until reactivated', async () => {
    const admin = await activeStaff('admin')
    const member = await activeStaff('moderator')
    const { headers } = await signIn(member.email, member.password)
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(await viewerOf(new Headers({ cookie }))).not.toBeNull()

    await setStaffActive(member.id, false, by(admin))
    expect(await statusOf(member.id)).toBe('deactivated')
    expect(await database.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([])
    expect(await viewerOf(new Headers({ cookie }))).toBeNull()
    const refused = await signIn(member.email, member.password).catch((error: unknown) => error)
    expect(englishText((asRefusal(refused) as AppError).key)).toBe(
      'This account has been deactivated. Ask an administrator to reactivate it.',
    )
    // A wrong password says nothing about the account.
    await expect(signIn(member.email, 'not-the-password')).rejects.toMatchObject({
      body: { message: 'Invalid email or password' },
    })

    await setStaffActive(member.id, true, by(admin))
    expect(await statusOf(member.id)).toBe('active')
    await expect(signIn(member.email, member.password)).resolves.toBeDefined()
  })

  it('nobody deactivates themselves; the last active admin is neither demoted nor deactivated', async () => {
    const admin = await activeStaff('admin')
    const other = await activeStaff('admin')
    await expect(setStaffActive(admin.id, false, by(admin))).rejects.toMatchObject({
      key: 'staff.refusals.ownAccount',
    })
    // Only these two admins active for this test (others from earlier files are put back).
    const others = (
      await database
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(userRoles.role, 'admin'), isNull(users.deactivatedAt)))
    )
      .map((row) => row.id)
      .filter((id) => id !== admin.id && id !== other.id)
    if (others.length)
      await database
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(inArray(users.id, others))
    try {
      await changeStaffRole(other.id, 'moderator', by(admin))
      // An admin invited but not yet signed up cannot run the portal: it does not count.
      await inviteStaff({ name: 'Pending Admin', email: newEmail('admin'), role: 'admin' }, inviter)
      await expect(changeStaffRole(admin.id, 'moderator', by(admin))).rejects.toMatchObject({
        key: 'staff.refusals.lastAdminDemoted',
      })
      await expect(setStaffActive(admin.id, false, by(other))).rejects.toMatchObject({
        key: 'staff.refusals.lastAdminDeactivated',
      })
      await changeStaffRole(other.id, 'admin', by(admin))
      await changeStaffRole(admin.id, 'moderator', by(admin))
      const roles = await database
        .select({ id: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(inArray(userRoles.userId, [admin.id, other.id]))
      expect(Object.fromEntries(roles.map((r) => [r.id, r.role]))).toEqual({
        [admin.id]: 'moderator',
        [other.id]: 'admin',
      })
    } finally {
      if (others.length)
        await database.update(users).set({ deactivatedAt: null }).where(inArray(users.id, others))
    }
    await expect(changeStaffRole(randomUUID(), 'admin', by(admin))).rejects.toMatchObject({
      key: 'staff.fieldErrors.memberNotFound',
    })
  })
})
