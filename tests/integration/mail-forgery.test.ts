import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, outboxMessages } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { submitConsultation } from '@/lib/leads/submit-consultation'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { queueMail } from '@/lib/mail/queue-mail'
import { db } from '@/lib/db/client'
import { migratedDb } from '../support/db'
import { insertLead } from '../support/leads'
import { mailHeader, mailText } from '../support/mail-text'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'

// Issue 38 §10: a lead's name with line breaks forged lines of the plain-text sales mail (a
// "Bcc:" line, an "Open lead" link to another site). The forms refuse such a name; a value
// stored before that (or any value with a line break) never begins a line of the mail.

let smtp: LoopbackSmtp
const SALES = 'sales@masar.example'
const EVIL = 'https://evil.example/admin/leads/forged'

beforeAll(async () => {
  await migratedDb()
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

describe('a forged name', () => {
  it('is refused by the consultation form, with its message, and nothing is stored', async () => {
    const email = `forger-${randomUUID()}@example.com`
    const result = await submitConsultation(
      null,
      form({
        fullName: `Mona\r\nBcc: attacker@evil.example\r\nOpen lead: ${EVIL}`,
        email,
        phone: '01001234567',
        locale: 'en',
      }),
    )
    expect(result).toMatchObject({ ok: false, fieldErrors: { fullName: 'nameOneLine' } })
    expect(await db().select().from(leads).where(eq(leads.email, email))).toEqual([])
  })

  it('already stored, it cannot add a line, a header or a link to the sales mail', async () => {
    const lead = await insertLead({
      source: 'consultation',
      formId: 'home_consultation',
      projectId: null,
      fullName: `Mona\r\nBcc: attacker@evil.example\r\nOpen lead: ${EVIL}`,
      notes: `Call me\nOpen lead: ${EVIL}`,
      utmCampaign: 'spring\u2028Bcc: attacker@evil.example',
    })
    await queueMail(db(), {
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId: lead.id },
      subjectId: lead.id,
    })
    const transport = createTransport(smtp.url)
    const ours = () => smtp.mails.filter((mail) => mail.raw.includes(lead.id))
    // On a shared database other files' mail may be due first: passes until ours is out.
    for (let pass = 0; ours().length === 0 && pass < 1000; pass++)
      if ((await deliverDueMessages({ transport, from: env().MAIL_FROM, to: SALES })) === 0) break
    transport.close()

    const [mail] = ours()
    expect(ours()).toHaveLength(1)
    // The envelope and the headers: the sales inbox only, no Bcc.
    expect(mail!.to).toEqual([SALES])
    expect(mailHeader(mail!.raw, 'bcc')).toBeUndefined()
    const text = mailText(mail!.raw).split(/\r?\n/)
    // No line of the mail begins with what the visitor typed.
    expect(text.filter((line) => /^(Bcc|Open lead|Open the lead):/i.test(line))).toEqual([
      `Open the lead: ${env().siteUrl}/admin/leads/${lead.id}`,
    ])
    expect(text).toContain('Name: Mona')
    expect(text).toContain('    Bcc: attacker@evil.example')
    expect(text).toContain(`    Open lead: ${EVIL}`)
    const [row] = await db()
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload}->>'leadId' = ${lead.id}`)
    expect(row?.status).toBe('sent')
  })
})
