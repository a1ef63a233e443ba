import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config'
import { sessionFile, signIn, type AccountRole } from './admin-support'
import { waitForHydration } from './support'

/** A suffix that keeps this run's slugs and names apart from the seed and other runs. */
export const runSuffix = () => Math.random().toString(36).slice(2, 8)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The spec file's tests start signed in as `role`, with the session the setup project saved.
 */
export function signedInAs(role: AccountRole) {
  test.beforeAll(async ({ browser }) => {
    // The saved session, checked (and renewed if a spec before ended it) before the file uses it.
    const context = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    })
    await signIn(await context.newPage(), role)
    await context.close()
  })
  test.use({ storageState: sessionFile(role) })
}

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

/** Opens a record's admin form (new, or the record's id) and waits until it can be used. */
export async function openForm(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await waitForHydration(page)
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
 * A row's field is named as the summary names it: "FAQs › FAQ 2 › Answer".
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
    const text = (id: string | null) => (id ? document.getElementById(id)?.textContent : null)
    const clean = (label: string) => label.replace(/ \*$/, '').trim()
    const found: Record<string, string> = {}
    for (const control of root.querySelectorAll('[aria-invalid="true"]')) {
      // A text control has its <label>; a media picker's button is inside its named group.
      const own =
        root.querySelector(`label[for="${control.id}"]`)?.textContent ??
        text(control.closest('[role="group"]')?.getAttribute('aria-labelledby') ?? null) ??
        control.id
      const parts = [clean(own)]
      const row = control.closest('li[data-row]')
      if (row) {
        const rowName = clean(text(row.getAttribute('aria-labelledby')) ?? '')
        const list = clean(row.closest('fieldset')?.querySelector('legend')?.textContent ?? '')
        // A paragraph's only input is named like its row; a gallery picture like "Gallery image 2".
        const part = parts[0] === rowName || /^Gallery image \d+$/.test(parts[0]!) ? [] : parts
        parts.splice(0, 1, list, rowName, ...part)
      }
      const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/)
      const message = described
        .map((id) => document.getElementById(id))
        .find((el) => el?.id.endsWith('-error'))
      found[parts.join(' › ')] = message?.checkVisibility()
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

// ---------------------------------------------------------------------------------------------
// Media pickers
// ---------------------------------------------------------------------------------------------

/** A media field of a form: its group, named by the field's label ("Logo *"). */
export const mediaField = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`), exact: true })

/** The picker dialog opened from a media field. */
export const pickerDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^Choose (an image|an image or PDF|images)$/ })

/** Opens a media field's picker (Choose or Replace). */
export async function openPicker(scope: Page | Locator, page: Page, label: string) {
  await mediaField(scope, label)
    .getByRole('button', { name: new RegExp(`^(Choose|Replace) ${escapeRegExp(label)}$`) })
    .click()
  const dialog = pickerDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('status')).toContainText('result(s)')
  return dialog
}

/** A library item in the picker's grid, by its file name. */
export const libraryItem = (dialog: Locator, fileName: string) =>
  dialog.getByRole('option', { name: new RegExp(`^${escapeRegExp(fileName)} `) })

/**
 * Chooses a library item (found by its file name, which must already have alt text in both
 * languages) for a media field through the picker, and waits for the field to show it.
 */
export async function pickMedia(
  scope: Page | Locator,
  page: Page,
  label: string,
  fileName: string,
) {
  const dialog = await openPicker(scope, page, label)
  await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(fileName)
  await libraryItem(dialog, fileName).click()
  await expect(libraryItem(dialog, fileName)).toHaveAttribute('aria-selected', 'true')
  await dialog.getByRole('button', { name: /^Use this (image|PDF)$/ }).click()
  await expect(dialog).toBeHidden()
  await expect(mediaField(scope, label)).toContainText(fileName)
}

export type UploadedFile = { name: string; mimeType: string; buffer: Buffer }

/**
 * Uploads a file in an open picker's Upload tab and chooses it, writing its alt text in place
 * first (a new item has none, and cannot be used without it).
 */
export async function uploadAndChoose(
  dialog: Locator,
  file: UploadedFile,
  alt: { en: string; ar: string },
) {
  await dialog.getByRole('tab', { name: 'Upload' }).click()
  await dialog.getByLabel('Choose files to upload').setInputFiles(file)
  const upload = dialog
    .getByRole('list', { name: 'Uploads' })
    .getByRole('listitem', { name: file.name })
  await expect(upload).toContainText('Added to the library', { timeout: 30_000 })
  const selected = dialog.getByRole('region', { name: 'Selected' })
  await expect(selected).toContainText(file.name)
  await expect(selected).toContainText('Alt text missing (English and Arabic)')
  const use = dialog.getByRole('button', { name: /^Use this (image|PDF)$/ })
  await expect(use).toBeDisabled()
  await selected.getByLabel('Alt text (English)').fill(alt.en)
  await selected.getByLabel('Alt text (Arabic)').fill(alt.ar)
  await selected.getByRole('button', { name: 'Save alt text' }).click()
  await expect(use).toBeEnabled()
  await use.click()
  await expect(dialog).toBeHidden()
}

/** A real JPEG photo (a gradient, so it compresses like one), made here with sharp. */
export async function jpegPhoto(width = 1600, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (x * 255) / width
      pixels[i + 1] = (y * 255) / height
      pixels[i + 2] = 128
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

// ---------------------------------------------------------------------------------------------
// Row editors
// ---------------------------------------------------------------------------------------------

/** A row editor (FAQs, Location highlights…) in a panel, by its legend. */
export const rowList = (scope: Page | Locator, legend: string) =>
  scope.getByRole('group', { name: legend, exact: true })

/** One row of a row editor ("FAQ 2"). */
export const row = (list: Locator, name: string) =>
  list.getByRole('listitem', { name, exact: true })

/** Adds a row and fills its labelled inputs (focus lands on the new row's first input). */
export async function addRow(
  page: Page,
  list: Locator,
  addLabel: string,
  values: Record<string, string | ReturnType<typeof option>>,
) {
  const before = await list.getByRole('listitem').count()
  await list.getByRole('button', { name: addLabel }).click()
  const added = list.getByRole('listitem').nth(before)
  await expect(added.locator('input, textarea, select').first()).toBeFocused()
  for (const [label, value] of Object.entries(values)) {
    const control = field(added, label)
    if (typeof value === 'string') await control.fill(value)
    else await control.selectOption({ label: value.option })
  }
  return added
}
