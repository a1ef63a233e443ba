// The app's lead intake and mail sender as a process of its own, for tests that SIGKILL it and
// start it again. Run by startOutboxProcess() below; reads the database settings (DATA_DIR or
// DATABASE_URL, SMTP_URL) from the environment like the app. Writes one line per event:
//   lead <id>   a lead (and its notification) is committed
//   done        every notification of this run's leads has been sent
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { closeDb } from '@/lib/db/client'
import { runMigrations } from '@/lib/db/migrate'
import { startOutboxWorker } from '@/lib/mail/outbox/outbox-worker'
import { storeLead } from '@/lib/leads/store-lead'
import { sqlRows } from './sql-rows'

export type OutboxProcessPlan = {
  /** Leads get the addresses lead-<n>@<domain>: how a test tells its leads from others. */
  domain: string
  firstLead: number
  leads: number
  /** Pause after each lead, so the writes go on while mail is being sent. */
  leadGapMs: number
  intervalMs: number
  claimLeaseMs?: number
}

export type OutboxProcess = {
  child: ChildProcess
  /** Lead ids in the order the process reported them committed. */
  leadIds: string[]
  /** Resolves on the `done` line. */
  done: Promise<void>
  /** Resolves once the process has ended and all its output is read: its exit code or signal. */
  exited: Promise<number | NodeJS.Signals>
  stderr: () => string
}

const script = fileURLToPath(import.meta.url)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts this file as a child process on the given database environment. */
export function startOutboxProcess(
  plan: OutboxProcessPlan,
  env: Record<string, string | undefined>,
): OutboxProcess {
  // react-server: the condition under which Next.js resolves 'server-only' to an empty module.
  const child = spawn(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', script, JSON.stringify(plan)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const leadIds: string[] = []
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('close', (code, signal) => resolve(signal ?? code ?? 0)),
  )
  const done = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('lead ')) leadIds.push(line.slice(5))
      else if (line === 'done') resolve()
    })
    void exited.then((how) => reject(new Error(`outbox process ended (${how}):\n${stderr}`)))
  })
  done.catch(() => {}) // a killed run never gets there: only awaited ones report it
  return { child, leadIds, done, exited, stderr: () => stderr }
}

async function pendingNotifications(domain: string): Promise<number> {
  const [row] = await sqlRows<{ count: number }>(sql`
    select count(*)::int as count from outbox_messages m
    join leads l on m.payload->>'leadId' = l.id::text
    where l.email like ${`%@${domain}`} and m.status = 'pending'`)
  return row?.count ?? 0
}

async function run(plan: OutboxProcessPlan): Promise<void> {
  await runMigrations()
  const stop = await startOutboxWorker({
    smtpUrl: process.env.SMTP_URL,
    from: 'Masar <no-reply@masar.example>',
    to: 'sales@masar.example',
    intervalMs: plan.intervalMs,
    claimLeaseMs: plan.claimLeaseMs,
  })
  for (let n = plan.firstLead; n < plan.firstLead + plan.leads; n++) {
    const id = await storeLead({
      source: 'consultation',
      formId: 'home_consultation',
      locale: 'en',
      fullName: `Restart Lead ${n}`,
      email: `lead-${n}@${plan.domain}`,
      phone: '01001234567',
    })
    console.log(`lead ${id}`)
    await sleep(plan.leadGapMs)
  }
  while ((await pendingNotifications(plan.domain)) > 0) await sleep(plan.intervalMs)
  console.log('done')
  await stop()
  await closeDb()
}

if (process.argv[1] === script) await run(JSON.parse(process.argv[2]!) as OutboxProcessPlan)
