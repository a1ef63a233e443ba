import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { runSuffix } from './admin-content-support'
import { accounts, answerTwoFactor, signInWithForm, submitLogin } from './admin-support'
import { bookConsultation } from './lead-post'
import { mailText, waitForMail } from './mail'
import { waitForHydration } from './support'

// Staff sessions (issue 36 §2): sign-in returns to the page that asked for it, a remembered
// device stays signed in, and the live inbox says when it is not live, and why.

const liveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /live/i })

test('a mail’s “Open lead” link opened signed out leads to that lead after sign-in', async ({
  browser,
  page,
}) => {
  const name = `Mail Link ${runSuffix()}`
  await bookConsultation(page, name)
  const mail = await waitForMail((m) => mailText(m.raw).includes(name), `the sales mail of ${name}`)
  const link = new URL(/https?:\/\/\S+\/admin\/leads\/[0-9a-f-]{36}/.exec(mailText(mail.raw))![0])

  const context = await browser.newContext({ baseURL })
  const reader = await context.newPage()
  await reader.goto(link.pathname)
  await expect(reader).toHaveURL(
    new RegExp(`/admin/login\\?next=${encodeURIComponent(link.pathname)}$`),
  )
  await waitForHydration(reader)
  await submitLogin(reader, accounts.moderator.email, accounts.moderator.password)
  await expect(reader).toHaveURL(new RegExp(`${link.pathname}$`))
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible()
  await context.close()
})

test('sign-in never returns anywhere but an admin page of this site', async ({ browser }) => {
  for (const next of [
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/',
  ]) {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await page.goto(`/admin/login?next=${encodeURIComponent(next)}`)
    await waitForHydration(page)
    await submitLogin(page, accounts.moderator.email, accounts.moderator.password)
    await expect(page, next).toHaveURL(`${baseURL}/admin`)
    await context.close()
  }
})

test('“Keep me signed in” keeps the session for 30 days; without it, for the browser session', async ({
  browser,
}) => {
  const sessionCookie = async (remember: boolean) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await waitForHydration(page)
    if (remember) await page.getByLabel('Keep me signed in on this device').check()
    await submitLogin(page, accounts.moderator.email, accounts.moderator.password)
    await expect(page).toHaveURL(/\/admin$/)
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'))
    await context.close()
    return cookie!
  }
  const remembered = await sessionCookie(true)
  const days = (remembered.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(29.9)
  expect(days).toBeLessThanOrEqual(30)
  // A browser-session cookie: gone when the browser closes.
  expect((await sessionCookie(false)).expires).toBe(-1)
})

test('the live inbox says it is no longer live once its session ends, and how to get back', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL })
  const inbox = await context.newPage()
  await signInWithForm(inbox, 'moderator') // a session of this test's own
  await inbox.goto('/admin/leads?assignee=mine')
  await expect(liveStatus(inbox)).toHaveText(/^Live:/)
  // Signed out in another tab of the same browser.
  const other = await context.newPage()
  await other.goto('/admin')
  await other.getByRole('button', { name: /^Account menu for/ }).click()
  await other.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(other).toHaveURL(/\/admin\/login$/)
  await expect(liveStatus(inbox)).toHaveText(
    'Not live: you are signed out, so new leads will not show.',
  )
  const again = inbox.getByRole('link', { name: 'Sign in again' })
  await expect(again).toHaveAttribute(
    'href',
    `/admin/login?next=${encodeURIComponent('/admin/leads?assignee=mine')}`,
  )
  await again.click()
  await waitForHydration(inbox)
  await submitLogin(inbox, accounts.moderator.email, accounts.moderator.password)
  await expect(inbox).toHaveURL(/\/admin\/leads\?assignee=mine$/)
  await expect(liveStatus(inbox)).toHaveText(/^Live:/)
  await context.close()
})

test.describe('an inbox left open', () => {
  const PORT = Number(process.env.E2E_PORT ?? 3100) + 9
  const DATA_DIR = '.data-e2e-idle'
  const clockFile = join(process.cwd(), 'test-results', `clock-${PORT}.txt`)
  let server: AppServer | null = null

  test.afterAll(async () => {
    await server?.stop()
  })

  async function openPage(browser: Browser, url: string) {
    const context = await browser.newContext({ baseURL: url })
    return context.newPage()
  }

  test('idle for 40 minutes (the clock moved on, not waited), it still shows the next lead live', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    writeFileSync(clockFile, '0')
    server = await startAppServer({
      port: PORT,
      dataDir: DATA_DIR,
      env: {
        NODE_OPTIONS: `--import ${join(process.cwd(), 'tests/support/shifted-clock.mjs')}`,
        CLOCK_OFFSET_FILE: clockFile,
        SEED_ADMIN_EMAIL: accounts.admin.email,
        SEED_ADMIN_PASSWORD: accounts.admin.password,
        SEED_ADMIN_TOTP_SECRET: accounts.admin.totpSecret,
        LIVE_SESSION_CHECK_MS: '2000',
      },
    })
    const inbox = await openPage(browser, server.url)
    await inbox.clock.install()
    await inbox.goto('/admin/login')
    await waitForHydration(inbox)
    // Not remembered: the shorter of the two sessions.
    await submitLogin(inbox, accounts.admin.email, accounts.admin.password)
    await answerTwoFactor(inbox, accounts.admin.totpSecret)
    await expect(inbox).toHaveURL(/\/admin$/)
    await inbox.goto('/admin/leads')
    await expect(liveStatus(inbox)).toHaveText(/^Live:/)

    writeFileSync(clockFile, String(40 * 60_000))
    await expect.poll(() => server!.output()).toContain('[serve.mjs] clock moved on by 2400000 ms')
    await inbox.clock.fastForward('40:00')

    const name = `Idle Inbox ${runSuffix()}`
    const visitor = await openPage(browser, server.url)
    await bookConsultation(visitor, name)
    await expect(inbox.getByRole('row').filter({ hasText: name })).toBeVisible()
    await expect(inbox).toHaveURL(/\/admin\/leads$/)
    await expect(liveStatus(inbox)).toHaveText(/^Live:/)
  })
})
