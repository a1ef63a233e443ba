import { randomUUID } from 'node:crypto'
import { eq, gte } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { listOutbox } from '@/lib/settings/list-outbox'
import { claimMessage, markSent } from '@/lib/mail/outbox/outbox-store'
import { readOutboxMail } from '@/lib/settings/read-outbox-mail'
import { queueMail } from '@/lib/mail/queue-mail'
import { sendQueuedNow } from '@/lib/mail/send-queued-now'
import { sendTestMailAction, showOutboxMailAction } from '@/lib/settings/mail-settings-actions'
import { inviteStaffAction, resendInvitationAction } from '@/lib/staff/staff-actions'
import { migratedDb } from '../support/db'
import { freePort, startSmtpServer, type LoopbackSmtp } from '../support/smtp'
import { actAs, signedInStaff, type StaffSession } from '../support/staff-session'
import { testViewer } from '../support/viewer'

vi.mock('next/headers', () => import('../support/request-scope'))

let database: Db
let smtp: LoopbackSmtp
let admin: StaffSession
let moderator: StaffSession
const startedAt = new Date()

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
  admin = await signedInStaff('admin', 'Mail Admin')
  moderator = await signedInStaff('moderator', 'Mail Moderator')
})

afterAll(async () => {
  await smtp.close()
  await database.delete(outboxMessages).where(gte(outboxMessages.createdAt, startedAt))
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@mail.example`

async function queueTestMail(to: string) {
  const [id] = await queueMail(database, {
    kind: MAIL_KINDS.testMail,
    payload: { to, requestedBy: 'Mail Admin' },
  })
  return id!
}

const rowOf = async (id: string) =>
  (await database.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!

describe('sending one queued mail at once', () => {
  it('"sent" only once the SMTP server accepted it; the outbox row says sent', async () => {
    const to = address('now')
    const id = await queueTestMail(to)
    const transport = createTransport({ url: smtp.url })
    expect(await sendQueuedNow(id, { transport })).toEqual({ sent: true })
    transport.close()
    expect(smtp.mails.filter((mail) => mail.to.includes(to))).toHaveLength(1)
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    // Never twice: a second call finds it sent.
    expect(await sendQueuedNow(id, { transport: createTransport({ url: smtp.url }) })).toEqual({
      sent: true,
    })
    expect(smtp.mails.filter((mail) => mail.to.includes(to))).toHaveLength(1)
  })

  it('without a mail server it stays queued, untried', async () => {
    const id = await queueTestMail(address('none'))
    expect(await sendQueuedNow(id, { transport: null })).toEqual({
      sent: false,
      reason: 'no-mail-server',
      lastError: null,
    })
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('a server that refuses the connection: queued, with the error, for the worker to retry', async () => {
    const id = await queueTestMail(address('refused'))
    const transport = createTransport({ url: `smtp://127.0.0.1:${await freePort()}` })
    const delivery = await sendQueuedNow(id, { transport })
    expect(delivery).toMatchObject({ sent: false, reason: 'not-accepted' })
    expect(delivery.sent ? '' : delivery.lastError).toMatch(/ECONNREFUSED/)
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedAt: null })
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
  })

  it('a message the worker holds is not sent again: the answer waits for the worker', async () => {
    const id = await queueTestMail(address('held'))
    expect(await claimMessage(id, new Date())).not.toBeNull()
    setTimeout(() => void markSent(id, new Date()), 300)
    const transport = createTransport({ url: smtp.url })
    expect(await sendQueuedNow(id, { transport, waitMs: 5000 })).toEqual({ sent: true })
    transport.close()
    expect(smtp.mails.filter((mail) => mail.to.some((to) => to.startsWith('held-')))).toEqual([])
  })
})

describe('Settings › Mail', () => {
  it('the outbox lists each mail with its kind, recipient, subject, status and attempts', async () => {
    const to = address('listed')
    const id = await queueTestMail(to)
    const row = (
      await listOutbox({ viewer: testViewer('admin'), salesInbox: 'sales@masar.example' })
    ).find((mail) => mail.id === id)
    expect(row).toMatchObject({
      kind: 'test_mail',
      to,
      subject: 'Masar test mail',
      status: 'pending',
      attempts: 0,
      lastError: null,
    })
    expect(await readOutboxMail(id, 'sales@masar.example')).toMatchObject([
      {
        to,
        subject: 'Masar test mail',
        text: expect.stringContaining('Mail Admin sent this test from Settings › Mail'),
      },
    ])
  })

  it('a password reset’s text is shown without its token', async () => {
    const to = address('reset')
    const [id] = await queueMail(database, {
      kind: MAIL_KINDS.passwordReset,
      payload: { to, url: 'https://masar.example/admin/reset-password?token=secret-token-123' },
    })
    const [mail] = (await readOutboxMail(id!, 'sales@masar.example')) ?? []
    expect(mail?.text).not.toContain('secret-token-123')
    expect(mail?.text).toContain('token=(hidden: only its owner may use it)')
  })

  it('the test mail and a mail’s text are for admins only; without SMTP the test says queued', async () => {
    actAs(moderator)
    expect(await sendTestMailAction(null, form({ to: 'x@mail.example' }))).toMatchObject({
      ok: false,
      code: 'admin-only',
    })
    const id = await queueTestMail(address('secret'))
    expect(await showOutboxMailAction(null, form({ id }))).toMatchObject({
      ok: false,
      code: 'admin-only',
    })

    actAs(admin)
    expect(await sendTestMailAction(null, form({ to: 'not-an-address' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { to: 'settings.fieldErrors.validEmail' },
    })
    // The tests run without SMTP_URL: queued, never called sent.
    expect(await sendTestMailAction(null, form({ to: address('test') }))).toEqual({
      ok: true,
      data: { sent: false, reason: 'no-mail-server', lastError: null },
    })
    expect(await showOutboxMailAction(null, form({ id }))).toMatchObject({
      ok: true,
      data: [{ subject: 'Masar test mail' }],
    })
    expect(await showOutboxMailAction(null, form({ id: 'not-an-id' }))).toMatchObject({
      ok: false,
      code: 'not-found',
      message: 'settings.fieldErrors.mailGone',
    })
    expect(await showOutboxMailAction(null, form({ id: randomUUID() }))).toMatchObject({
      ok: false,
      code: 'not-found',
    })
    // A post without the id answers a message key, never a 500.
    expect(await showOutboxMailAction(null, form({}))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'errors.invalid',
      fieldErrors: { id: 'settings.fieldErrors.mailGone' },
    })
  })
})

describe('invitations without a mail server', () => {
  it('say "not delivered" and give the admin the one-time link; the same address in capitals offers a resend', async () => {
    actAs(admin)
    const email = address('invitee')
    const invited = await inviteStaffAction(
      null,
      form({ name: 'Laila Samir', email, role: 'moderator' }),
    )
    expect(invited).toMatchObject({
      ok: true,
      data: {
        outcome: 'invited',
        email,
        delivery: { sent: false, reason: 'no-mail-server' },
        link: expect.stringContaining('/admin/reset-password?token='),
      },
    })
    const again = await inviteStaffAction(
      null,
      form({ name: 'Someone Else', email: email.toUpperCase(), role: 'admin' }),
    )
    expect(again).toMatchObject({
      ok: true,
      data: { outcome: 'already-invited', name: 'Laila Samir', email },
    })
    const userId = again.ok && again.data.outcome === 'already-invited' ? again.data.userId : ''
    const resent = await resendInvitationAction(null, form({ userId }))
    expect(resent).toMatchObject({ ok: true, data: { email, delivery: { sent: false } } })
    const links = [invited, resent].map((r) => (r.ok && 'link' in r.data ? r.data.link : null))
    expect(links[1]).not.toBe(links[0])
    // One invitation mail waits for them: the replaced one was taken back.
    const queued = (
      await listOutbox({ viewer: testViewer('admin'), salesInbox: 'sales@masar.example' })
    ).filter((row) => row.to === email && row.status === 'pending')
    expect(queued).toHaveLength(1)
  })
})
