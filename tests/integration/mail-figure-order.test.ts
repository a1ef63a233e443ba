import { eq } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, systemChromium } from '../../playwright.config'
import { users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { queueMail, type QueuedMail } from '@/lib/mail/queue-mail'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { figureRunsOutOfOrder } from '../support/figure-order'
import { insertLead, insertStaff } from '../support/leads'
import { mailHtml, mailText } from '../support/mail-text'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'

// Every Arabic mail that carries a phone number keeps its figures in order, HTML and plain
// text alike, read where Chromium draws each character (as e2e/number-order.spec.ts reads the
// pages): the lead notification, the assignment, the reminder and the morning digest. (No mail
// goes to the lead; the hand-over and account mails carry no figures.)

let database: Db
let smtp: LoopbackSmtp
let browser: Browser
let page: Page

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
  // Files run before this one in the worker share its database and may leave mail due (a
  // lead's notification, one held for a step 2): sent elsewhere first, so each test's reader
  // gets only the mail it queued.
  const later = new Date(Date.now() + 24 * 60 * 60 * 1000)
  const elsewhere = { ...mailSettings(smtp.url), to: 'elsewhere@masar.example' }
  while ((await deliverDueMessages(elsewhere, later)) > 0);
  browser = await chromium.launch({ executablePath: systemChromium, args: chromiumArgs })
  page = await browser.newPage()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await smtp.close()
})

/** The phone as the visitor typed it, grouped: the run most easily reordered in Arabic. */
const TYPED_PHONE = '+20 10 0123 4567'
const MOBILE = '+201001234567'

const mailSettings = (url: string) => ({
  transport: createTransport(url),
  from: 'Masar <no-reply@masar.example>',
})

async function deliver(to: string) {
  while ((await deliverDueMessages({ ...mailSettings(smtp.url), to })) > 0);
}

const queue = (mail: QueuedMail) => queueMail(database, mail)

/** An Arabic-reading staff member with an Arabic name. */
async function arabicStaff(role: 'admin' | 'sales' = 'sales') {
  const member = await insertStaff(role, 'Rami')
  await database.update(users).set({ locale: 'ar', nameAr: 'رامي' }).where(eq(users.id, member.id))
  return member
}

const mailTo = (address: string) => {
  const found = smtp.mails.filter((mail) => mail.to.includes(address))
  expect(found, `one mail to ${address}`).toHaveLength(1)
  return { html: mailHtml(found[0]!.raw), text: mailText(found[0]!.raw) }
}

/** The plain-text part as an Arabic mail program shows it: right to left, lines kept. */
const plainPage = (text: string) =>
  page
    .setContent('<!doctype html><html dir="rtl" lang="ar"><body><pre></pre></body></html>')
    .then(() =>
      page.evaluate((body) => {
        const pre = document.querySelector('pre')!
        pre.style.whiteSpace = 'pre-wrap'
        pre.style.fontFamily = 'sans-serif'
        pre.textContent = body
      }, text),
    )

/** What reads out of order in a mail's HTML and in its text, at a desktop and a phone width. */
async function outOfOrder(mail: { html: string; text: string }, figures: string[]) {
  const wrong: string[] = []
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.setContent(mail.html)
    // The check reads something: each figure is on the page.
    for (const figure of figures) expect(await page.locator('body').innerText()).toContain(figure)
    wrong.push(...(await page.evaluate(figureRunsOutOfOrder)).map((w) => `html ${width}: ${w}`))
    await plainPage(mail.text)
    wrong.push(...(await page.evaluate(figureRunsOutOfOrder)).map((w) => `text ${width}: ${w}`))
  }
  return wrong
}

async function lead(overrides: Parameters<typeof insertLead>[0] = {}) {
  const project = await insertProject((await insertDeveloper()).id)
  return insertLead({
    projectId: project.id,
    locale: 'ar',
    fullName: 'حازم زكي',
    mobileInternational: MOBILE,
    phone: TYPED_PHONE,
    ...overrides,
  })
}

describe('figures in Arabic mails', () => {
  it('the sales notification keeps the phone numbers in order', async () => {
    const reader = await arabicStaff('admin')
    // An id that opens with a figure run ("42929483-6e81-…"), which right to left reordered.
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10))
    const figureFirstId = `${digits(8).join('')}-6e81-4${digits(3).join('')}-b${digits(3).join('')}-${digits(12).join('')}`
    const { id } = await lead({ id: figureFirstId, source: 'consultation' })
    await queue({ kind: MAIL_KINDS.leadNotification, payload: { leadId: id }, subjectId: id })
    await deliver(reader.email)
    const mail = mailTo(reader.email)
    expect(await outOfOrder(mail, [TYPED_PHONE, MOBILE])).toEqual([])
  })

  it('the assignment and the reminder keep the lead’s number in order', async () => {
    const rep = await arabicStaff()
    const { id } = await lead({ assigneeId: rep.id, responseDueAt: new Date(Date.now() - 60_000) })
    await queue({
      kind: MAIL_KINDS.leadAssignment,
      payload: { leadId: id, assigneeId: rep.id, assignedBy: null },
      subjectId: id,
    })
    await deliver(rep.email)
    expect(await outOfOrder(mailTo(rep.email), [MOBILE])).toEqual([])

    const manager = await arabicStaff('admin')
    await queue({
      kind: MAIL_KINDS.leadReminder,
      payload: { leadId: id, userId: manager.id },
      subjectId: id,
    })
    await deliver(manager.email)
    expect(await outOfOrder(mailTo(manager.email), [MOBILE])).toEqual([])
  })

  it('the morning digest keeps each follow-up’s number in order', async () => {
    const DAY = '2031-04-06'
    const rep = await arabicStaff()
    await lead({
      assigneeId: rep.id,
      status: 'contacted',
      nextActionAt: new Date(`${DAY}T10:00:00+02:00`),
    })
    await queue({ kind: MAIL_KINDS.leadDigest, payload: { userId: rep.id, day: DAY } })
    await deliver(rep.email)
    expect(await outOfOrder(mailTo(rep.email), [MOBILE])).toEqual([])
  })

  it('reads a number left unisolated in Arabic text as out of order', async () => {
    const rep = await arabicStaff()
    const { id } = await lead({ assigneeId: rep.id, mobileInternational: TYPED_PHONE })
    await queue({
      kind: MAIL_KINDS.leadAssignment,
      payload: { leadId: id, assigneeId: rep.id, assignedBy: null },
      subjectId: id,
    })
    await deliver(rep.email)
    const mail = mailTo(rep.email)
    // Without its marks (LRM) and its dir="ltr", the grouped number reads backwards.
    const bare = {
      html: mail.html.replaceAll(`<span dir="ltr">${TYPED_PHONE}</span>`, TYPED_PHONE),
      text: mail.text.replaceAll('\u200e', ''),
    }
    expect(bare.html).not.toBe(mail.html)
    const wrong = await outOfOrder(bare, [TYPED_PHONE])
    expect(wrong.filter((w) => w.startsWith('html 1280'))).not.toEqual([])
    expect(wrong.filter((w) => w.startsWith('text 1280'))).not.toEqual([])
    expect(await outOfOrder(mail, [TYPED_PHONE])).toEqual([])
  })
})
