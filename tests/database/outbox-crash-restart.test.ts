import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { inArray, like, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { db, pgliteDir, pgliteOptions } from '@/lib/db/client'
import { lockFilePath } from '@/lib/db/data-dir-lock'
import * as schema from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { tempDir } from '../support/db'
import { startOutboxProcess, type OutboxProcess } from '../support/outbox-process'
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from '../support/smtp'

const { leads, outboxMessages } = schema

// PGlite: a data dir of the test's own. PostgreSQL (DATABASE_URL): the shared test database,
// where other files' messages may be queued too, so only this test's leads are counted; there a
// killed run's claims wait for the lease to end, shortened here to keep the test quick.
const onPostgres = Boolean(process.env.DATABASE_URL)
// Run 1 is killed long before it has written them all (every 50 ms), whatever the machine's speed.
const FIRST_RUN_LEADS = 1000
const SECOND_RUN_LEADS = 5

const processes: OutboxProcess[] = []
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const app of processes.splice(0)) app.child.kill('SIGKILL')
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const leadIdOf = (mail: ReceivedMail) => /^Lead id: (\S+)$/m.exec(mail.raw)?.[1]
const messageIdOf = (mail: ReceivedMail) => /^Message-ID: (\S+)$/im.exec(mail.raw)?.[1]

/** The SMTP server stalls on this test's 4th notification, never acknowledging it. */
function stallOnFourthLead(domain: string) {
  let seen = 0
  let onHold: (mail: ReceivedMail) => void = () => {}
  const held = new Promise<ReceivedMail>((resolve) => (onHold = resolve))
  const holdIf = (mail: ReceivedMail) => {
    if (!mail.raw.includes(`@${domain}`) || ++seen !== 4) return false
    onHold(mail)
    return true
  }
  return { holdIf, held }
}

function within<T>(ms: number, promise: Promise<T>, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${failure} within ${ms} ms`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** The database the child processes used, opened once they are gone. */
async function openAppDatabase(dataDir: string): Promise<Db> {
  if (onPostgres) return db()
  const client = new PGlite(pgliteDir(dataDir), pgliteOptions)
  cleanups.push(() => client.close())
  return drizzle({ client, schema }) as unknown as Db
}

describe('outbox across a killed and restarted app', () => {
  it('loses no committed lead and sends every notification exactly once', async () => {
    const domain = `restart-${randomUUID().slice(0, 8)}.test`
    const dataDir = tempDir()
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const stall = stallOnFourthLead(domain)
    const smtp: LoopbackSmtp = await startSmtpServer(0, { holdIf: stall.holdIf })
    cleanups.push(() => smtp.close())
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url }
    const plan = {
      domain,
      leadGapMs: 50,
      intervalMs: 50,
      claimLeaseMs: onPostgres ? 2000 : undefined,
    }

    // Run 1: leads keep coming in while mail goes out; killed while the SMTP server holds back
    // its answer to one notification, i.e. mid-send and before the server accepted it.
    const first = startOutboxProcess({ ...plan, firstLead: 0, leads: FIRST_RUN_LEADS }, env)
    processes.push(first)
    const held = await Promise.race([
      stall.held,
      first.exited.then((how) =>
        Promise.reject(new Error(`run 1 ended (${how}): ${first.stderr()}`)),
      ),
    ])
    first.child.kill('SIGKILL')
    expect(await first.exited).toBe('SIGKILL')
    const committedByFirst = [...first.leadIds]
    expect(committedByFirst.length).toBeGreaterThanOrEqual(4)
    expect(committedByFirst.length).toBeLessThan(FIRST_RUN_LEADS)
    expect(smtp.mails.map(leadIdOf)).not.toContain(leadIdOf(held))
    if (!onPostgres) {
      // The dead process's lock is left behind: the restart must take it over.
      const lock = JSON.parse(readFileSync(lockFilePath(dataDir), 'utf8')) as { pid: number }
      expect(lock.pid).toBe(first.child.pid)
    }

    // Run 2 on the same data: more leads, and it finishes sending everything.
    const acceptedBeforeRestart = smtp.mails.length
    const second = startOutboxProcess(
      { ...plan, firstLead: FIRST_RUN_LEADS, leads: SECOND_RUN_LEADS },
      env,
    )
    processes.push(second)
    // Well inside CLAIM_LEASE_MS: the stalled message must not wait for its lease on PGlite.
    await within(60_000, second.done, 'run 2 did not send every notification')
    expect(await second.exited).toBe(0)

    const database = await openAppDatabase(dataDir)
    const stored = await database
      .select({ id: leads.id, email: leads.email })
      .from(leads)
      .where(like(leads.email, `%@${domain}`))
    const storedIds = stored.map((lead) => lead.id)
    const messages = storedIds.length
      ? await database
          .select()
          .from(outboxMessages)
          .where(inArray(sql<string>`${outboxMessages.payload}->>'leadId'`, storedIds))
      : []

    // Every lead a run reported committed is there, once; at most one more (committed in the
    // instant before the kill, its id not yet printed).
    expect(storedIds).toEqual(expect.arrayContaining([...committedByFirst, ...second.leadIds]))
    expect(new Set(stored.map((lead) => lead.email)).size).toBe(stored.length)
    const reported = committedByFirst.length + second.leadIds.length
    expect(stored.length - reported).toBeGreaterThanOrEqual(0)
    expect(stored.length - reported).toBeLessThanOrEqual(1)

    // Each with one notification, sent.
    expect(messages).toHaveLength(stored.length)
    const messageOf = new Map(messages.map((m) => [m.payload.leadId as string, m]))
    for (const id of storedIds) expect(messageOf.get(id)?.status).toBe('sent')

    // The SMTP server accepted each lead's notification exactly once, under its message id,
    // and nothing twice; the stalled one was sent again by the restarted run.
    const accepted = smtp.mails.filter((mail) => mail.raw.includes(`@${domain}`))
    expect(accepted).toHaveLength(stored.length)
    expect(new Set(accepted.map(leadIdOf))).toEqual(new Set(storedIds))
    for (const mail of accepted)
      expect(messageIdOf(mail)).toBe(`<${messageOf.get(leadIdOf(mail)!)!.id}@outbox.masar>`)
    const allIds = smtp.mails.map(messageIdOf)
    expect(new Set(allIds).size).toBe(allIds.length)
    if (!onPostgres) expect(smtp.mails).toHaveLength(stored.length)
    const resent = smtp.mails.slice(acceptedBeforeRestart).map(leadIdOf)
    expect(resent).toContain(leadIdOf(held))
    expect(messageOf.get(leadIdOf(held)!)?.attempts).toBe(2)
  }, 120_000)
})
