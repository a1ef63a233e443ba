import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { e2eAdminTotpSecret } from '../playwright.config'
import { waitForHydration } from './support'
import { totp } from './totp'

/**
 * The accounts the e2e server seeds (playwright.config.ts); the admin with an authenticator
 * app (two-factor is required of admins), whose codes the helpers compute as the app would.
 */
export const accounts = {
  admin: {
    email: 'admin@e2e.example',
    password: 'e2e-admin-password',
    totpSecret: e2eAdminTotpSecret,
  },
  moderator: { email: 'moderator@e2e.example', password: 'e2e-moderator-password' },
  sales: { email: 'sales@e2e.example', password: 'e2e-sales-password' },
  user: { email: 'user@e2e.example', password: 'e2e-user-password' },
} as const

export type AccountRole = keyof typeof accounts

/** Signs in through the login form; staff land on the dashboard. */
export const roles = Object.keys(accounts) as AccountRole[]

/** Where the setup project (e2e/auth.setup.ts) keeps each role's signed-in session. */
export const sessionFile = (role: AccountRole) => join('test-results', '.auth', `${role}.json`)

/**
 * Keeps the page's session as its role's for the specs that follow; written whole, then renamed
 * into place, as other workers may be reading the file meanwhile.
 */
export async function saveSession(page: Page, role: AccountRole) {
  const partial = `${sessionFile(role)}.${process.pid}.tmp`
  await page.context().storageState({ path: partial })
  renameSync(partial, sessionFile(role))
}

/** Where a role lands after signing in: the dashboard, or a sales rep's leads. */
const home = (role: AccountRole) => (role === 'sales' ? /\/admin\/leads$/ : /\/admin$/)

/** Signs in through the login form (and the app's code, for the admin) and waits for the role's first page. */
export async function signInWithForm(page: Page, role: AccountRole) {
  const account = accounts[role]
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitLogin(page, account.email, account.password)
  if ('totpSecret' in account) await answerTwoFactor(page, account.totpSecret)
  await expect(page).toHaveURL(home(role))
}

const totpStep = (at = Date.now()) => Math.floor(at / 30_000)

/**
 * A step of the clock whose code no other worker of this run gives for `secret`: the first to
 * create the step's file takes it (an exclusive create, across processes); the others wait for
 * the next step, by the clock. Sign-ins then take turns instead of being refused as used.
 */
async function claimTotpStep(secret: string): Promise<number> {
  const dir = join('test-results', '.totp', secret.slice(0, 8))
  mkdirSync(dir, { recursive: true })
  for (;;) {
    const step = totpStep()
    try {
      closeSync(openSync(join(dir, String(step)), 'wx'))
      return step
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    // The wait is the authenticator's, not the test's: the test gets that much longer.
    test.info().setTimeout(test.info().timeout + 35_000)
    await expect.poll(() => totpStep(), { timeout: 35_000 }).toBeGreaterThan(step)
  }
}

/**
 * The sign-in's second step with the authenticator app's current code. A code opens one
 * sign-in (lib/auth/totp-replay-guard.ts): when another worker's sign-in to the same account
 * took this step's code ("already used"), it waits for the app's next code, by the clock, and
 * gives that, as a person would.
 */
export async function answerTwoFactor(page: Page, secret: string) {
  const field = page.getByLabel('Authentication code')
  const used = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'This code has already been used' })
  for (let attempt = 1; ; attempt++) {
    const step = await claimTotpStep(secret)
    const usedBefore = await used.count()
    await field.fill(totp(secret))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    // Signed in (the page left sign-in), or refused as used (a new toast says so).
    type Outcome = 'in' | 'used' | 'waiting'
    let outcome = 'waiting' as Outcome
    const now = async (): Promise<Outcome> =>
      new URL(page.url()).pathname !== '/admin/login'
        ? 'in'
        : (await used.count()) > usedBefore
          ? 'used'
          : 'waiting'
    await expect.poll(async () => (outcome = await now()), { timeout: 20_000 }).not.toBe('waiting')
    if (outcome === 'in') return
    if (attempt >= 3) throw new Error('The authenticator code was refused as used three times')
    test.info().setTimeout(test.info().timeout + 35_000)
    await expect.poll(() => totpStep(), { timeout: 35_000 }).toBeGreaterThan(step)
  }
}

/**
 * Opens the dashboard with the role's saved session. The auth spec ends a role's sessions on
 * purpose (password reset); the next spec then signs in through the form once more.
 */
export async function signIn(page: Page, role: AccountRole) {
  if (existsSync(sessionFile(role))) {
    const { cookies } = JSON.parse(readFileSync(sessionFile(role), 'utf8')) as {
      cookies: Parameters<BrowserContext['addCookies']>[0]
    }
    await page.context().addCookies(cookies)
    await page.goto('/admin')
    if (home(role).test(new URL(page.url()).pathname)) return waitForHydration(page)
  }
  await signInWithForm(page, role)
  await saveSession(page, role)
}

/** A sonner toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).last()
  await expect(toast).toBeVisible()
  if (description) await expect(toast).toContainText(description)
}

/** Fills the login form and submits it (no expectation about where it leads). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The same, on the sign-in page of a browser that asks for Arabic. */
export async function submitLoginAr(page: Page, email: string, password: string) {
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email)
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
}

/** Signs out through the user menu in the admin header. */
export async function signOut(page: Page) {
  // A toast over the menu button stays while the pointer rests on it (sonner pauses): wait.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await page.getByRole('button', { name: /^Account menu for / }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expectToast(page, 'Signed out successfully')
  await expect(page).toHaveURL(/\/admin\/login$/)
}

/** Opens the lead called `name` from the inbox's search, hydrated. */
export async function openLead(page: Page, name: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`)
  await page.getByRole('row').getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await waitForHydration(page)
}
