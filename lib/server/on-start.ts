import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { env } from '../env'
import { bootstrapDatabase, describeStaffLogins } from '../db/bootstrap'
import { DataDirLockedError } from '../db/data-dir-lock'
import { startOutboxWorker } from '../mail/outbox/outbox-worker'
import { startContentSync } from '../content/start-content-sync'
import { readSalesInbox } from '../settings/read-sales-inbox'
import { scrubConsole } from './scrub-console'

/** Runs once when the server process starts: migrate, seed, say how to sign in. */
export async function onServerStart(): Promise<void> {
  if (env().NODE_ENV === 'production') scrubConsole()
  try {
    const started = Date.now()
    const result = await bootstrapDatabase()
    // The data cache and the rendered pages on disk were filled from whatever database and
    // SITE_URL the last run used (another DATA_DIR, a restore): once this process owns its
    // database, start from it.
    rmSync(join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
    rmSync(join(process.cwd(), '.next', 'server', 'route-cache'), { recursive: true, force: true })
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
    const { SMTP_URL, MAIL_FROM } = env()
    // Settings › Company's recipients (LEADS_NOTIFY_TO until an admin saves them).
    await startOutboxWorker({ smtpUrl: SMTP_URL, from: MAIL_FROM, to: readSalesInbox })
    startContentSync()
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
