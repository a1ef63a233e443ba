import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { submitProjectLead } from './admin-lead-support'
import { submitLoginAr } from './admin-support'
import { seriousViolations } from './axe'
import { newStaffAccount } from './staff-account'
import { waitForHydration } from './support'

// Every admin route in Arabic, as an admin whose browser asks for Arabic: right to left, no
// text from the English catalogue left on the page (names, e-mails, URLs and slugs are
// content, not catalogue text), nothing wider than a 390 px phone, and axe finds nothing
// serious.

type Tree = { [key: string]: string | Tree }
const catalogueDir = join(process.cwd(), 'messages/admin')

function leaves(tree: Tree, found = new Map<string, string>(), prefix = '') {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else leaves(value, found, path)
  }
  return found
}

function catalogue(language: 'en' | 'ar') {
  const found = new Map<string, string>()
  for (const file of readdirSync(join(catalogueDir, language))) {
    const part = JSON.parse(readFileSync(join(catalogueDir, language, file), 'utf8')) as Tree
    leaves(part, found, file.replace(/\.json$/, ''))
  }
  return found
}

/** English texts a page shows as they are (no ICU arguments) and that Arabic says otherwise. */
const englishOnly = (() => {
  const arabic = catalogue('ar')
  const texts = new Set<string>()
  for (const [key, text] of catalogue('en'))
    if (!text.includes('{') && arabic.get(key) !== text && /[A-Za-z]{2}/.test(text))
      texts.add(text.trim())
  return texts
})()

/** Text nodes and the texts of labels, titles and placeholders on the page. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template')) continue
      const text = node.textContent?.trim()
      if (text) texts.push(text)
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  })

async function firstRecord(page: Page, list: string) {
  await page.goto(list)
  // The list's rows stream in after its header: wait for a record's link.
  const recordHref = () =>
    page
      .locator(`main a[href^="${list}/"]`)
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .find((href) => /\/[0-9a-f-]{36}$/.test(href)),
      )
  await expect.poll(recordHref, { message: `a record linked from ${list}` }).toBeTruthy()
  return (await recordHref())!
}

// @quiet: it adds an admin, and the Staff spec shows the only admin cannot demote themselves.
test(
  'every admin route reads in Arabic, right to left, on desktop and a 390 px phone',
  { tag: '@quiet' },
  async ({ browser }) => {
    test.setTimeout(300_000)
    const account = await newStaffAccount(browser, 'admin')
    // A lead of the walk's own, with answers to show as words (an Arabic enquiry).
    const stamp = Date.now().toString(36)
    const visitor = await browser.newContext({ baseURL })
    await submitProjectLead(await visitor.newPage(), {
      name: `Walk ${stamp}`,
      mobile: '01012345678',
      gclid: `walk-${stamp}`,
    })
    await visitor.close()
    const context = await browser.newContext({ baseURL, locale: 'ar-EG' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await waitForHydration(page)
    expect(await pageTexts(page).then((texts) => texts.filter((t) => englishOnly.has(t)))).toEqual(
      [],
    )
    await submitLoginAr(page, account.email, account.password)
    await expect(page).toHaveURL(/\/admin$/)

    const routes = [
      '/admin',
      '/admin/leads',
      '/admin/leads/report',
      await firstRecord(page, '/admin/leads'),
      '/admin/developers',
      '/admin/developers/new',
      await firstRecord(page, '/admin/developers'),
      '/admin/projects',
      '/admin/projects/new',
      await firstRecord(page, '/admin/projects'),
      '/admin/units',
      '/admin/units/new',
      await firstRecord(page, '/admin/units'),
      '/admin/media',
      await firstRecord(page, '/admin/media'),
      '/admin/activity',
      // The latest changes of every kind of record, each field and value in Arabic.
      ...['developer', 'project', 'unit', 'media', 'lead', 'settings', 'staff'].map(
        (type) => `/admin/activity?type=${type}`,
      ),
      '/admin/trash',
      '/admin/settings',
      '/admin/staff',
      '/admin/account',
    ]
    const english: string[] = []
    const violations: string[] = []
    const overflowing: string[] = []
    for (const route of routes) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(route)
      await waitForHydration(page)
      await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'ar')
      for (const text of await pageTexts(page))
        if (englishOnly.has(text)) english.push(`${route}: ${text}`)
      violations.push(...(await seriousViolations(page, route)))
      await page.setViewportSize({ width: 390, height: 844 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (overflow > 0) overflowing.push(`${route}: ${overflow} px`)
    }
    expect(english).toEqual([])
    expect(violations).toEqual([])
    expect(overflowing).toEqual([])
    await context.close()
  },
)
