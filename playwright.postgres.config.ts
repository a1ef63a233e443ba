import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The tests that need PostgreSQL itself (two app instances on one database, a database
 * restart): run by `node scripts/test.mjs --database` with DATABASE_URL set. Each spec starts
 * the app servers it needs from the built app; there is no shared web server.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e-postgres',
  webServer: undefined,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? 'test-reports/e2e-postgres.json' }],
  ],
})
