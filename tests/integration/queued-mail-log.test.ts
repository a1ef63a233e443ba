import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queuePasswordResetMail, resetPasswordUrl } from '@/lib/auth/queue-password-reset'
import { outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { storeLead } from '@/lib/leads/store-lead'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { logQueuedMessages, newQueueLog } from '@/lib/mail/outbox/log-queued-messages'
import { migratedDb } from '../support/db'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

const inbox = { salesInbox: 'sales@masar.example' }

async function messageId(payload: Record<string, unknown>): Promise<string> {
  const [row] = await database
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.payload, payload))
  if (!row) throw new Error(`no message with payload ${JSON.stringify(payload)}`)
  return row.id
}

/** A lead's notification, a reset link, and a reset whose payload no longer composes. */
async function queueSensitiveMails() {
  const tag = randomUUID().slice(0, 8)
  const lead = { fullName: `Nadia Sherif ${tag}`, email: `nadia-${tag}@example.com` }
  const phone = '01112223344'
  const leadId = await storeLead({
    source: 'consultation',
    formId: 'home_consultation',
    locale: 'en',
    ...lead,
    phone,
  })
  const staffEmail = `staff-${tag}@masar.example`
  const token = randomBytes(24).toString('base64url')
  await queuePasswordResetMail(staffEmail, token)
  const brokenTo = `broken-${tag}@masar.example`
  // Stored by hand: queueMail's type takes only a reset's whole payload.
  await database
    .insert(outboxMessages)
    .values({ kind: MAIL_KINDS.passwordReset, payload: { to: brokenTo } })
  return {
    secrets: [lead.fullName, lead.email, phone, staffEmail, token, brokenTo, inbox.salesInbox],
    ids: {
      lead: await messageId({ leadId }),
      reset: await messageId({ to: staffEmail, url: resetPasswordUrl(token) }),
      broken: await messageId({ to: brokenTo }),
    },
  }
}

async function logLines(production: boolean): Promise<string[]> {
  const lines: string[] = []
  const original = console.log
  console.log = (...args: unknown[]) => void lines.push(args.join(' '))
  // Other files' mails share this database's outbox: the pass starts a minute back (the log's
  // overlap), as a server that has logged everything before would, and takes all it finds.
  const log = newQueueLog()
  log.reached = new Date()
  try {
    await logQueuedMessages(log, inbox, 50, 100_000, production)
  } finally {
    console.log = original
  }
  return lines
}

describe('log of queued mails (no SMTP_URL)', () => {
  it('in production names each message, its kind and recipient count, and nothing personal', async () => {
    const { secrets, ids } = await queueSensitiveMails()
    const lines = await logLines(true)
    const line = (id: string) => lines.find((l) => l.includes(id)) ?? ''
    expect(line(ids.lead)).toContain('lead_notification to 1 recipient(s)')
    expect(line(ids.reset)).toContain('password_reset to 1 recipient(s)')
    expect(line(ids.broken)).toContain('password_reset to 0 recipient(s)')
    expect(line(ids.lead)).toContain('configure SMTP_URL')
    const text = lines.join('\n')
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/[^\s@]+@[^\s@]+\.\w+/) // no e-mail address at all
    expect(text).not.toContain('token=')
  })

  it('outside production logs the whole mail, so a developer can follow a reset link', async () => {
    const { secrets, ids } = await queueSensitiveMails()
    const lines = await logLines(false)
    const text = lines.join('\n')
    for (const secret of secrets) expect(text).toContain(secret)
    expect(lines.find((l) => l.includes(ids.reset))).toContain('/admin/reset-password?token=')
  })
})
