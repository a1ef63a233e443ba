import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './support'

/** The accounts the e2e server seeds (playwright.config.ts). */
export const accounts = {
  admin: { email: 'admin@e2e.example', password: 'e2e-admin-password' },
  moderator: { email: 'moderator@e2e.example', password: 'e2e-moderator-password' },
  user: { email: 'user@e2e.example', password: 'e2e-user-password' },
} as const

export type AccountRole = keyof typeof accounts

/** Signs in through the login form; staff land on the dashboard. */
export async function signIn(page: Page, role: AccountRole) {
  const { email, password } = accounts[role]
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitLogin(page, email, password)
  await expect(page).toHaveURL(/\/admin$/)
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

/** Signs out through the user menu in the admin header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expectToast(page, 'Signed out successfully')
  await expect(page).toHaveURL(/\/admin\/login$/)
}
