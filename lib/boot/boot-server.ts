import 'server-only'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../../scripts/server/dist-dir.mjs'
import { env } from '../env'
import { bootstrapDatabase, describeStaffLogins } from './bootstrap-database'
import { closeDb } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { startOutboxWorker } from '../mail/outbox/outbox-worker'
import { startContentSync } from '../content/start-content-sync'
import { startLeadChaser } from '../lead-chase/start-lead-chaser'
import { subscribeToLeadChanges } from '../lead-live/subscribe-to-lead-changes'
import { startPushSender } from '../push-sender/start-push-sender'
import { importPendingMedia } from '../media/import-pending-media'
import { readSalesInbox } from '../settings/read-sales-inbox'
import { logError } from '../server/log-error'
import { scrubConsole } from '../server/scrub-console'
import { registerAppStop } from './register-app-stop'

const describeImport = ({ ready, failed }: { ready: number; failed: number }) =>
  `${ready} imported, ${failed} could not be imported (see the Media Library)`

/**
 * Images typed as URLs before the library existed (and seed images) become library items before
 * the first page is served: only their masters, each size is made on first request. Remote
 * sources can be slow: after 20 s the rest is imported in the background.
 */
async function importLegacyMedia(): Promise<void> {
  const first = await importPendingMedia({ budgetMs: 20_000 })
  if (first.ready || first.failed) console.log(`Media: ${describeImport(first)}`)
  if (first.remaining === 0) return
  console.log(`Media: ${first.remaining} more being imported in the background`)
  importPendingMedia()
    .then((rest) => console.log(`Media (background): ${describeImport(rest)}`))
    .catch((error: unknown) => logError('Media import failed', error))
}

/**
 * The composition root: runs once when the server process starts (instrumentation.ts):
 * migrate, seed, say how to sign in, start the background tasks, and register how to stop
 * them and close the database (registerAppStop) for the shutdown.
 */
export async function bootServer(): Promise<void> {
  if (env().NODE_ENV === 'production') scrubConsole()
  try {
    const started = Date.now()
    const result = await bootstrapDatabase()
    // The data cache and the rendered pages on disk were filled from whatever database and
    // SITE_URL the last run used (another DATA_DIR, a restore): once this process owns its
    // database, start from it.
    rmSync(join(distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true })
    rmSync(join(distDir(), 'server', 'route-cache'), { recursive: true, force: true })
    const { siteUrl, dataDir } = env()
    const where =
      result.kind === 'pglite'
        ? `embedded PostgreSQL (PGlite) in ${dataDir}`
        : 'PostgreSQL (DATABASE_URL)'
    console.log(`Database: ${where}, migrated in ${Date.now() - started} ms`)
    if (result.seededContent) {
      const { developers, projects, units } = result.seededContent
      console.log(`Seeded ${developers} developers, ${projects} projects, ${units} units`)
    }
    console.log(describeStaffLogins(result, siteUrl))
    await importLegacyMedia()
    const { SMTP_URL, MAIL_FROM } = env()
    // Settings › Company's recipients (LEADS_NOTIFY_TO until an admin saves them).
    const stopOutbox = await startOutboxWorker({
      smtpUrl: SMTP_URL,
      from: MAIL_FROM,
      to: readSalesInbox,
    })
    const contentSync = startContentSync()
    const stopLeadChaser = startLeadChaser(env().LEAD_CHASE_INTERVAL_MS)
    // A new or assigned lead (on any instance) may have queued pushes: send them at once.
    const pushSender = startPushSender()
    const pushWake = subscribeToLeadChanges((signal) => {
      if (signal.kind !== 'updated') pushSender.wake()
    })
    registerAppStop({
      // Each waits for its pass under way; the database is closed after them.
      stopTasks: async () => {
        const results = await Promise.allSettled([
          stopOutbox(),
          stopLeadChaser(),
          (pushWake.stop(), pushSender.stop()),
          contentSync?.stop(),
        ])
        for (const result of results)
          if (result.status === 'rejected')
            logError('A background task did not stop', result.reason)
      },
      closeDatabase: closeDb,
    })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
