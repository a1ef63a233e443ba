import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { startSmtpServer, type LoopbackSmtp } from '../tests/support/smtp'
import { postLead, recordConsultationPost, visitorPhone } from '../e2e/lead-post'
import { createFreshDatabase, query, type FreshDatabase } from './fresh-database'
import { expectOneNotificationEach, waitForOutboxSent } from './mail-checks'

// PostgreSQL itself is restarted (this machine's cluster, as .ci/run starts it) while visitors
// keep booking: the app must come back by itself and lose nothing it acknowledged.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 210
const SALES = 'sales@restart.example'
const VISITORS_AT_ONCE = 4

let database: FreshDatabase
let smtp: LoopbackSmtp
let app: AppServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  database = await createFreshDatabase('restart')
  smtp = await startSmtpServer()
  app = await startAppServer({
    port: PORT,
    dataDir: '.data-e2e-restart',
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: SALES,
      LEAD_RATE_LIMIT: '1000000', // one address plays every visitor here
    },
  })
})

test.afterAll(async () => {
  await app?.stop()
  await smtp?.close()
  await database?.drop()
})

/** Restarts this machine's cluster without blocking this process: the visitors keep posting. */
async function restartPostgres() {
  const [version] = readdirSync('/etc/postgresql')
  await promisify(execFile)('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version!,
    'main',
    'restart',
  ])
}

test('PostgreSQL restarted under lead traffic: the app recovers by itself, keeps every acknowledged lead and mails it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const origin = app.url.replace('localhost', '127.0.0.1')
  const recorded = await recordConsultationPost(page, origin)

  type Answer = { phone: string; answer: string; at: number }
  const answers: Answer[] = []
  let next = 1
  let running = true
  const visitor = async () => {
    while (running) {
      const phone = visitorPhone(next++)
      const answer = await postLead(origin, recorded, { phone })
      answers.push({ phone, answer, at: Date.now() })
    }
  }
  const traffic = Promise.all(Array.from({ length: VISITORS_AT_ONCE }, visitor))
  const acknowledged = (after = 0) => answers.filter((a) => a.answer === 'ok' && a.at > after)

  await expect.poll(() => acknowledged().length, { timeout: 30_000 }).toBeGreaterThan(20)
  const restartStarted = Date.now()
  await restartPostgres()
  const restarted = Date.now()
  // Recovered: bookings are acknowledged again, without anyone touching the app.
  await expect
    .poll(() => acknowledged(restarted).length, { timeout: 60_000, intervals: [50] })
    .toBeGreaterThan(20)
  running = false
  await traffic
  const firstAfter = Math.min(...acknowledged(restarted).map((a) => a.at))
  const refused = answers.filter((a) => a.answer !== 'ok')
  const figures = {
    restartMs: restarted - restartStarted,
    recoveryMs: firstAfter - restarted,
    acknowledged: acknowledged().length,
    notAcknowledged: refused.length,
    answersWhileDown: [...new Set(refused.map((a) => a.answer))],
  }
  console.log(`PostgreSQL restart under lead traffic: ${JSON.stringify(figures)}`)
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) })
  expect(app.child.exitCode, 'the app is still running').toBeNull()
  // A booking that failed was told so (the form keeps what the visitor typed): never a 500.
  expect(refused.every((a) => !a.answer.startsWith('HTTP 5'))).toBe(true)

  // Every acknowledged booking is stored, and each one's notification goes out once.
  const stored = new Set(
    (await query<{ phone: string }>(database.url, 'select phone from leads')).map((r) => r.phone),
  )
  const missing = acknowledged().filter((a) => !stored.has(a.phone))
  expect(missing, 'acknowledged but not stored').toEqual([])
  await waitForOutboxSent(database.url)
  expectOneNotificationEach(
    smtp,
    SALES,
    acknowledged().map((a) => a.phone),
  )
  const health = await fetch(`${origin}/api/health`)
  expect(health.status).toBe(200)
})
