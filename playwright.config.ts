import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'
/** Lead posts per address and kind in 10 minutes: one address plays every visitor of the run. */
export const e2eLeadRateLimit = 50
/** The loopback SMTP server the admin mail tests start (e2e/admin-support.ts). */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000)

// Debian's Chromium (or CHROME_PATH); Playwright's own browser only where neither exists.
const systemChromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (path): path is string => !!path && existsSync(path),
)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-reports/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs each seeded role in once and saves its session (e2e/admin-support.ts signIn).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
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
      SEED_MODERATOR_EMAIL: 'moderator@e2e.example',
      SEED_MODERATOR_PASSWORD: 'e2e-moderator-password',
      SEED_USER_EMAIL: 'user@e2e.example',
      SEED_USER_PASSWORD: 'e2e-user-password',
      // Mail goes to the tests' SMTP server; while none listens, it waits in the outbox.
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      // Many sign-ins from one address in one run; the limit itself is an integration test.
      SIGN_IN_RATE_LIMIT: '1000',
      LEAD_RATE_LIMIT: String(e2eLeadRateLimit),
    },
  },
})
