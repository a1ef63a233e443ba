import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { answerTwoFactor, submitLogin } from './admin-support'
import { waitForHydration } from './support'
import { totp } from './totp'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 3
const DATA_DIR = '.data-e2e-first-password'
const ADMIN = 'admin@masar.example'

let server: AppServer | null = null

test.afterAll(async () => {
  await server?.stop()
})

test('a generated admin password is printed once, stored only hashed, and replaced at the first sign-in, after two-factor is set up', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // No SEED_ADMIN_PASSWORD: the first start generates one.
  const env = { SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '', SEED_MODERATOR_PASSWORD: '' }
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, env })
  const printed = new RegExp(`admin\\s+${ADMIN}\\s+(\\S+)\\s+\\(generated; shown this once`)
  const generated = printed.exec(server.output())?.[1]
  expect(generated, 'the first start prints the generated password').toBeTruthy()
  const dataDir = join(process.cwd(), DATA_DIR)
  expect(readdirSync(dataDir)).not.toContain('staff-credentials.json')

  expect(server.output()).toContain('the first sign-in leads to its set-up')

  // Signed in with it, an admin sets up two-factor first (required of admins; this sign-in is
  // the one the password alone gets), then the portal asks for a new password.
  await page.goto(`${server.url}/admin/login`)
  await waitForHydration(page)
  await submitLogin(page, ADMIN, generated!)
  await expect(page).toHaveURL(/\/admin\/two-factor-setup$/)
  await page.goto(`${server.url}/admin/account`)
  await expect(page).toHaveURL(/\/admin\/two-factor-setup$/)
  await waitForHydration(page)
  await page.getByLabel('Current password').fill(generated!)
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('Code from the app').fill(totp(secret))
  await page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(page).toHaveURL(/\/admin\/account\?password=required$/)
  await expect(page.getByRole('alert').filter({ hasText: 'generated password' })).toBeVisible()
  await page.goto(`${server.url}/admin/leads`)
  await expect(page).toHaveURL(/\/admin\/account\?password=required$/)
  const exportFile = await page.request.get(`${server.url}/admin/leads/export`, {
    maxRedirects: 0,
  })
  expect(exportFile.status()).toBe(307)

  const box = page.getByRole('region', { name: 'Change password' })
  await waitForHydration(page)
  await box.getByLabel('Current password').fill(generated!)
  await box.getByLabel('New password', { exact: true }).fill('Password123!')
  await box.getByLabel('Confirm new password').fill('Password123!')
  await box.getByRole('button', { name: 'Change password' }).click()
  await expect(box.getByText('This password is too common or easy to guess.')).toBeVisible()
  await box.getByLabel('New password', { exact: true }).fill('lantern octopus basil 47')
  await box.getByLabel('Confirm new password').fill('lantern octopus basil 48')
  await box.getByRole('button', { name: 'Change password' }).click()
  await expect(box.getByText('Passwords do not match')).toBeVisible()
  await box.getByLabel('Confirm new password').fill('lantern octopus basil 47')
  await box.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(new RegExp(`${server.url}/admin$`))
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // The next start knows no password in clear, and the new one signs in.
  await server.halt()
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, env, keepData: true })
  expect(server.output()).not.toContain(generated!)
  expect(server.output()).toContain('password generated and shown at the first start')
  expect(existsSync(join(dataDir, 'staff-credentials.json'))).toBe(false)
  await page.context().clearCookies()
  await page.goto(`${server.url}/admin/login`)
  await waitForHydration(page)
  await submitLogin(page, ADMIN, 'lantern octopus basil 47')
  await answerTwoFactor(page, secret)
  await expect(page).toHaveURL(new RegExp(`${server.url}/admin$`))
})
