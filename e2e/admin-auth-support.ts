import type { Browser, Page, TestInfo } from '@playwright/test'
import { waitForHydration } from './support'

/** The sign-in page, hydrated. */
export async function openLogin(page: Page) {
  await page.goto('/admin/login')
  await waitForHydration(page)
}

/** A second browser, with its own cookies, on the same server. */
export async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  return { context, page: await context.newPage() }
}
