import { expect, type Locator, type Page } from '@playwright/test'

/** A suffix that keeps this run's slugs and names apart from the seed and other runs. */
export const runSuffix = () => Math.random().toString(36).slice(2, 8)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The form control labelled exactly `label` (required fields add ' *' to the label). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`))

/** Opens a form tab and returns its panel, the scope of that tab's fields. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click()
  const panel = page.getByRole('tabpanel', { name })
  await expect(panel).toBeVisible()
  return panel
}

/** A value for a select, chosen by its visible label. */
export const option = (label: string) => ({ option: label })

type FieldValue = string | boolean | ReturnType<typeof option>

/** Fills several fields of one tab: label → text, checkbox state or option(label). */
export async function fillTab(page: Page, tab: string, values: Record<string, FieldValue>) {
  const panel = await openTab(page, tab)
  for (const [label, value] of Object.entries(values)) {
    const control = field(panel, label)
    if (typeof value === 'boolean') await control.setChecked(value)
    else if (typeof value === 'object') await control.selectOption({ label: value.option })
    else await control.fill(value)
  }
  return panel
}

/**
 * The inputs' maxlength stops typing past a limit; the schema must still refuse a longer value
 * (a pasted or scripted one), so the tests lift the attribute to reach those messages.
 */
export async function liftMaxLengths(page: Page) {
  await page
    .locator('form [maxlength]')
    .evaluateAll((controls) => controls.forEach((c) => c.removeAttribute('maxlength')))
}

type ErrorsByTab = Record<string, Record<string, string>>

/**
 * Per tab: label → inline message. The tab is marked, and exactly these fields are marked
 * invalid, each with its message shown under it and tied to it through aria-describedby.
 */
export async function expectErrors(page: Page, errors: ErrorsByTab) {
  for (const [tab, fields] of Object.entries(errors)) {
    await expect(page.getByRole('tab', { name: tab })).toContainText('●')
    const panel = await openTab(page, tab)
    await expect.poll(() => inlineErrors(panel), { message: `${tab} errors` }).toEqual(fields)
  }
}

/** Label → message of every invalid field in a panel, read as assistive technology does. */
const inlineErrors = (panel: Locator) =>
  panel.evaluate((root) => {
    const found: Record<string, string> = {}
    for (const control of root.querySelectorAll('[aria-invalid="true"]')) {
      const label = root.querySelector(`label[for="${control.id}"]`)?.textContent ?? control.id
      const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/)
      const message = described
        .map((id) => document.getElementById(id))
        .find((el) => el?.id.endsWith('-error'))
      found[label.replace(/ \*$/, '').trim()] = message?.checkVisibility()
        ? (message.textContent ?? '')
        : '(no visible message)'
    }
    return found
  })

/** The error summary (card or alert) listing exactly these errors, in form order. */
export async function expectSummary(page: Page, heading: string, errors: ErrorsByTab) {
  const summary = page.getByRole('alert').filter({ hasText: heading })
  await expect(summary.getByRole('button')).toHaveText(
    Object.entries(errors).flatMap(([tab, fields]) =>
      Object.entries(fields).map(([label, message]) => `${tab} › ${label}: ${message}`),
    ),
  )
  return summary
}

/** A sonner toast with this title (and description). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
    .filter(description ? { hasText: description } : {})
  await expect(toast.first()).toBeVisible()
}

/** Searches an admin list (GET ?q=) and waits for its result count. */
export async function searchList(page: Page, label: string, text: string, count: number) {
  const box = page.getByRole('searchbox', { name: label })
  await box.fill(text)
  await box.press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`),
  )
  await expect(page.getByText(`${count} result(s)`, { exact: true })).toBeVisible()
}

/** Deletes a row through its actions menu and the soft-delete confirmation. */
export async function deleteRow(page: Page, rowLabel: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await expect(dialog).toContainText(`This will delete ${rowLabel}`)
  await expect(dialog).toContainText('soft delete')
  await expect(dialog).toContainText('can be restored later')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
}

/** A public page as a visitor would load it right now; returns the HTTP status. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  return response?.status()
}

/** The public 404 page (spec: '404', 'Oops! Page not found'). */
export async function expectPublicNotFound(page: Page, path: string) {
  expect(await visit(page, path), `${path} answers 404`).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
}
