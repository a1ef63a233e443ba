import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { leads, outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { CLAIM_LEASE_MS, GIVE_UP_AFTER_MS, RETRY_BASE_MS } from '@/lib/mail/outbox/backoff'
import { claimDueMessages, releaseClaimsMadeBefore } from '@/lib/mail/outbox/outbox-store'
import { logQueuedMessages, newQueueLog } from '@/lib/mail/outbox/log-queued-messages'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { storeLead } from '@/lib/leads/store-lead'
import { env } from '@/lib/env'
import { formatCairo } from '@/lib/i18n/business-time'
import { migratedDb } from '../support/db'
import { mailHtml, mailText } from '../support/mail-text'
import { freePort, startSmtpServer, type LoopbackSmtp } from '../support/smtp'

let database: Db
let smtp: LoopbackSmtp

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
  // On the shared PostgreSQL database other files leave mail due (assignments, notifications),
  // some held for a step 2 that never comes (due within minutes, when these tests' passes look
  // ahead past a lease): all sent first, so each test's message is the one its passes find.
  const later = new Date(Date.now() + 24 * 60 * 60 * 1000)
  while ((await deliverDueMessages(settings(smtp.url), later)) > 0);
})
afterAll(() => smtp.close())

const settings = (url: string) => ({
  transport: createTransport(url),
  from: 'Masar <no-reply@masar.example>',
  to: 'sales@masar.example',
})

async function newLead(name: string) {
  const email = `${randomUUID()}@example.com`
  const leadId = await storeLead({
    source: 'consultation',
    formId: 'home_consultation',
    locale: 'en',
    fullName: name,
    email,
    phone: '01001234567',
    preferredArea: 'Sheikh Zayed',
  })
  const [message] = await database
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.payload, { leadId }))
  return { leadId, email, message: message! }
}

/** Moves a message's schedule, as time passing would. */
const dueNow = (id: string) =>
  database
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(outboxMessages.id, id))

const inbox = { salesInbox: 'sales@masar.example' }

const mailsFor = (email: string) => smtp.mails.filter((m) => m.raw.includes(email))

describe('outbox delivery over SMTP', () => {
  it('sends the sales team a mail with the lead details, once', async () => {
    const { leadId, email, message } = await newLead('Karim Nabil')
    await dueNow(message.id)
    await deliverDueMessages(settings(smtp.url))
    await deliverDueMessages(settings(smtp.url))
    const mails = mailsFor(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toEqual(['sales@masar.example'])
    expect(mails[0]!.raw).toContain('Subject: Consultation booking: Karim Nabil')
    const text = mailText(mails[0]!.raw)
    expect(text).toContain('Phone: 01001234567')
    expect(text).toContain('Sheikh Zayed')
    expect(text).toContain(`Lead id: ${leadId}`)
    // Cairo time, and the way to the lead: a link in the text, a button in the HTML part.
    const [lead] = await database.select().from(leads).where(eq(leads.id, leadId))
    expect(text).toContain(`Received (Cairo time): ${formatCairo(lead!.createdAt)}`)
    const link = `${env().siteUrl}/admin/leads/${leadId}`
    expect(text).toContain(`Open the lead: ${link}`)
    const html = mailHtml(mails[0]!.raw)
    expect(html).toContain(`href="${link}"`)
    expect(html).toContain('>Open the lead</a>')
    expect(html).toContain('<td style="padding:4px 0">Sheikh Zayed</td>')
    const [row] = await database
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id))
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('keeps the message while the SMTP server is down and sends it when it is back', async () => {
    const port = await freePort()
    const { email, message } = await newLead('Salma Fathy')
    await dueNow(message.id)
    const before = Date.now()
    expect(await deliverDueMessages(settings(`smtp://127.0.0.1:${port}`))).toBe(0)
    const [waiting] = await database
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id))
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + RETRY_BASE_MS)

    // Not due yet: nothing is retried early.
    const back = await startSmtpServer(port)
    try {
      await deliverDueMessages(settings(back.url))
      expect(back.mails.filter((m) => m.raw.includes(email))).toHaveLength(0)
      await dueNow(message.id)
      await deliverDueMessages(settings(back.url))
      expect(back.mails.filter((m) => m.raw.includes(email))).toHaveLength(1)
    } finally {
      await back.close()
    }
  })

  it('a payload its kind cannot read fails that message with the reason; the others go', async () => {
    const { email, message } = await newLead('Beside A Bad One')
    await dueNow(message.id)
    // Stored by hand (queueMail's type refuses it): not a lead's uuid, and no recipient.
    const [bad] = await database
      .insert(outboxMessages)
      .values({
        kind: 'lead_reminder',
        payload: { leadId: 'not-a-uuid', to: 'someone@example.com' },
        nextAttemptAt: new Date(0),
      })
      .returning()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await deliverDueMessages(settings(smtp.url))).toBeGreaterThanOrEqual(1)
    } finally {
      errors.mockRestore()
    }
    expect(mailsFor(email)).toHaveLength(1)
    const [row] = await database.select().from(outboxMessages).where(eq(outboxMessages.id, bad!.id))
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.lastError).toMatch(/^Outbox payload of kind "lead_reminder" is not valid: leadId: /)
    expect(row!.lastError).toContain('; userId: ')
    // Its values stay out of the error (a payload may hold an address).
    expect(row!.lastError).not.toMatch(/not-a-uuid|someone@example\.com/)
    await database.delete(outboxMessages).where(eq(outboxMessages.id, bad!.id))
  })

  it('a worker that dies after claiming loses nothing: the message is sent once the lease ends', async () => {
    const { email, message } = await newLead('Omar Hany')
    await dueNow(message.id)
    const now = new Date()
    const claimed = await claimDueMessages(now)
    expect(claimed.map((m) => m.id)).toContain(message.id)
    // The claiming process is gone. Another pass before the lease ends does not touch it…
    await deliverDueMessages(settings(smtp.url), new Date(now.getTime() + CLAIM_LEASE_MS - 1000))
    expect(mailsFor(email)).toHaveLength(0)
    // …after it, the message goes out exactly once.
    await deliverDueMessages(settings(smtp.url), new Date(now.getTime() + CLAIM_LEASE_MS + 1000))
    await deliverDueMessages(settings(smtp.url), new Date(now.getTime() + 2 * CLAIM_LEASE_MS))
    expect(mailsFor(email)).toHaveLength(1)
  })

  it('two workers claiming at once never get the same message', async () => {
    const leads = await Promise.all([newLead('A One'), newLead('B Two'), newLead('C Three')])
    for (const { message } of leads) await dueNow(message.id)
    const now = new Date()
    const [first, second] = await Promise.all([
      claimDueMessages(now, 50),
      claimDueMessages(now, 50),
    ])
    const ids = [...first!, ...second!].map((m) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { message } of leads) expect(ids).toContain(message.id)
  })

  it('gives up only after 72 hours of failures', async () => {
    const port = await freePort()
    const { message } = await newLead('Late Failure')
    await database
      .update(outboxMessages)
      .set({
        nextAttemptAt: new Date(0),
        createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS + 60_000),
      })
      .where(eq(outboxMessages.id, message.id))
    await deliverDueMessages(settings(`smtp://127.0.0.1:${port}`))
    let [row] = await database
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id))
    expect(row!.status).toBe('pending') // 71 h 59 min old: still retried
    await database
      .update(outboxMessages)
      .set({
        nextAttemptAt: new Date(0),
        createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS - 1000),
      })
      .where(eq(outboxMessages.id, message.id))
    await deliverDueMessages(settings(`smtp://127.0.0.1:${port}`))
    ;[row] = await database.select().from(outboxMessages).where(eq(outboxMessages.id, message.id))
    expect(row!.status).toBe('failed')
  })

  it('a claim made before this process started is released at once; a newer one keeps its lease', async () => {
    const [older, newer] = [await newLead('Old Claim'), await newLead('New Claim')]
    for (const { message } of [older, newer]) await dueNow(message.id)
    const start = new Date()
    await claimDueMessages(new Date(start.getTime() - 1000), 50) // by a run that has died since
    await claimDueMessages(start, 50) // finds nothing due: everything is claimed already
    await database
      .update(outboxMessages)
      .set({ claimedAt: new Date(start.getTime() + 1000) })
      .where(eq(outboxMessages.id, newer.message.id))
    await releaseClaimsMadeBefore(start, start)
    const rows = await database
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [older.message.id, newer.message.id]))
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(older.message.id)).toMatchObject({ claimedAt: null, nextAttemptAt: start })
    expect(byId.get(newer.message.id)!.nextAttemptAt.getTime()).toBe(
      start.getTime() - 1000 + CLAIM_LEASE_MS,
    )
    await deliverDueMessages(settings(smtp.url), start)
    expect(mailsFor(older.email)).toHaveLength(1)
    expect(mailsFor(newer.email)).toHaveLength(0)
  })

  it('without SMTP, queued messages are written to the log once each and stay queued', async () => {
    const { email, message } = await newLead('Queued Only')
    const log = newQueueLog()
    const lines = await captureLog(async () => {
      await logQueuedMessages(log, inbox)
      await logQueuedMessages(log, inbox)
    })
    expect(lines.filter((l) => l.includes(email))).toHaveLength(1)
    const [row] = await database
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id))
    expect(row!.status).toBe('pending')
    // Files that share this database (one worker) send what is due: this lead is not theirs.
    await database.delete(outboxMessages).where(eq(outboxMessages.id, message.id))
  })

  it('without SMTP, a queue longer than a page is logged in full, and a late commit too', async () => {
    // One statement: all 130 share created_at (to the microsecond), so paging goes by id too.
    const queued = await database
      .insert(outboxMessages)
      .values(
        Array.from({ length: 130 }, () => ({
          kind: 'lead_notification',
          payload: { leadId: randomUUID() },
        })),
      )
      .returning({ id: outboxMessages.id })
    const log = newQueueLog()
    const first = await captureLog(async () => {
      await logQueuedMessages(log, inbox, 50)
      await logQueuedMessages(log, inbox, 50)
    })
    // Committed after the passes, though its transaction started before the newest logged row.
    const [late] = await database
      .insert(outboxMessages)
      .values({
        kind: 'lead_notification',
        payload: { leadId: randomUUID() },
        createdAt: new Date(log.reached.getTime() - 5_000),
      })
      .returning({ id: outboxMessages.id })
    const second = await captureLog(() => logQueuedMessages(log, inbox, 50).then(() => undefined))
    const timesLogged = (id: string) => [...first, ...second].filter((l) => l.includes(id)).length
    for (const { id } of [...queued, late!]) expect(timesLogged(id)).toBe(1)
  })
})

/** What `run` writes with console.log. */
async function captureLog(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = []
  const original = console.log
  console.log = (...args: unknown[]) => void lines.push(args.join(' '))
  try {
    await run()
  } finally {
    console.log = original
  }
  return lines
}
