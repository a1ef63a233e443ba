import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'
/** Lead posts per address and kind in 10 minutes: one address plays every visitor of the run. */
export const e2eLeadRateLimit = 50
/** The run's loopback SMTP server (e2e/global-setup.ts), and where it keeps what it accepts. */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000)
export const e2eMailDir = join('test-results', '.mail')
/**
 * The seeded admin's authenticator secret (two-factor is required of admins): the seed enrols
 * it for test runs only, and the helpers give its codes as an app would (e2e/admin-support.ts).
 */
export const e2eAdminTotpSecret = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD'

// CHROME_PATH, or Debian's Chromium: its headless shell where installed (the build Playwright
// itself runs headless tests in; a third less CPU than the full browser here), else the browser.
// Playwright's own browser only where none exists.
export const systemChromium = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path): path is string => !!path && existsSync(path))

/** How every test launches Chromium. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The full browser (headless), for the few tests that need what the headless shell lacks: its
 * notifications (the shell reads Notification.permission as 'denied' whatever is granted).
 */
export const fullChromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (path): path is string => !!path && existsSync(path),
)

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-reports/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Several workers share 2 cores with the server: bounds, not waits, so generous ones.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace costs every test a fifth more time (measured): asked for with E2E_TRACE=1. A
    // failure always leaves its screenshot and page snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: chromiumArgs,
    },
  },
  projects: [
    // Signs each seeded role in once and saves its session (e2e/admin-support.ts signIn).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    // Every test makes the records it changes, so tests run side by side, in several workers.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
      grepInvert: /@quiet/,
    },
    // Tests tagged @quiet change or count what every page shares (Settings, all rows of a list,
    // the page caches): one at a time, once the others are done.
    {
      name: 'quiet',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['chromium'],
      grep: /@quiet/,
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // A fresh embedded database for every run; `npm start` builds when needed.
    command: `node -e "require('fs').rmSync('${e2eDataDir}',{recursive:true,force:true})" && node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      SITE_URL: baseURL,
      DATABASE_URL: '',
      SEED_ADMIN_EMAIL: 'admin@e2e.example',
      SEED_ADMIN_PASSWORD: 'e2e-admin-password',
      SEED_ADMIN_TOTP_SECRET: e2eAdminTotpSecret,
      SEED_MODERATOR_EMAIL: 'moderator@e2e.example',
      SEED_MODERATOR_PASSWORD: 'e2e-moderator-password',
      SEED_SALES_EMAIL: 'sales@e2e.example',
      SEED_SALES_PASSWORD: 'e2e-sales-password',
      SEED_USER_EMAIL: 'user@e2e.example',
      SEED_USER_PASSWORD: 'e2e-user-password',
      // Mail goes to the run's SMTP server (e2e/global-setup.ts).
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      // Many sign-ins from one address in one run; the limit itself is an integration test.
      SIGN_IN_RATE_LIMIT: '1000',
      LEAD_RATE_LIMIT: String(e2eLeadRateLimit),
      // Late leads are chased every 2 s (30 s in production), so a reminder test waits little.
      LEAD_CHASE_INTERVAL_MS: '2000',
      // An open live inbox notices an ended session within 2 s (a minute in production).
      LIVE_SESSION_CHECK_MS: '2000',
      // Pushes may go to a test's loopback push service (tests/support/push-service.ts).
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    },
  },
})
