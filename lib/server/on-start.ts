import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { env } from '../env'
import { bootstrapDatabase, describeStaffLogins } from '../db/bootstrap'
import { DataDirLockedError } from '../db/data-dir-lock'
import { startOutboxWorker } from '../mail/outbox/outbox-worker'
import { startContentSync } from '../content/start-content-sync'
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
    const { SMTP_URL, MAIL_FROM, LEADS_NOTIFY_TO } = env()
    await startOutboxWorker({ smtpUrl: SMTP_URL, from: MAIL_FROM, to: LEADS_NOTIFY_TO })
    startContentSync()
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
