// The benches' staff side: the seeded admin (SEED_ADMIN_* given to the spawned server).
import { chromium } from 'playwright-core'
import { totp } from './totp.mjs'

/** Two-factor is required of admins: the bench admin is seeded with a known app secret. */
export const BENCH_ADMIN = {
  email: 'admin@bench.example',
  password: 'bench-admin-password',
  totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
}

/** Seeds the bench admin in the server about to be spawned (it reads these on first start). */
export function seedBenchAdmin() {
  process.env.SEED_ADMIN_EMAIL = BENCH_ADMIN.email
  process.env.SEED_ADMIN_PASSWORD = BENCH_ADMIN.password
  process.env.SEED_ADMIN_TOTP_SECRET = BENCH_ADMIN.totpSecret
}

/**
 * Signs the admin in through the login form (password, then the authenticator code) and, with `autoAssign`, turns automatic
 * assignment on with the admin in the rotation (Settings › Leads); with `push` (a
 * subscription: endpoint and keys), turns pushes on for this browser in My Account, the page's
 * PushManager handing out that subscription (no browser push service is reachable here).
 * Returns the session cookie.
 */
export async function signInAdmin(baseUrl, chromePath, { autoAssign = false, push = null } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/admin/login`)
    await page.getByLabel('Email').fill(BENCH_ADMIN.email)
    await page.getByLabel('Password').fill(BENCH_ADMIN.password)
    await page.getByRole('button', { name: /sign in/i }).click()
    // The app's code; the bench's server is its own, so no other sign-in has used it.
    await page.getByLabel('Authentication code').fill(totp(BENCH_ADMIN.totpSecret))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await page.waitForURL(/\/admin$/)
    if (autoAssign) {
      await page.goto(`${baseUrl}/admin/settings`)
      const form = page.getByRole('form', { name: 'Automatic assignment' })
      await form.getByLabel(/next rep in turn/).check()
      await form
        .getByRole('group', { name: 'Reps in the rotation' })
        .getByLabel(new RegExp(BENCH_ADMIN.email.replace('.', '\\.')))
        .check()
      await form.getByRole('button', { name: 'Save automatic assignment' }).click()
      await page.getByText('Automatic assignment saved').waitFor()
    }
    if (push) {
      await page.context().grantPermissions(['notifications'], { origin: baseUrl })
      await page.addInitScript((subscription) => {
        const pushed = {
          ...subscription,
          toJSON: () => subscription,
          unsubscribe: async () => true,
        }
        PushManager.prototype.subscribe = async () => pushed
        PushManager.prototype.getSubscription = async () => null
      }, push)
      await page.goto(`${baseUrl}/admin/account`)
      await page.getByRole('button', { name: 'Turn on for this device' }).click()
      await page.getByText('Push messages are on for this device').first().waitFor()
    }
    const cookies = await page.context().cookies()
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  } finally {
    await browser.close()
  }
}
