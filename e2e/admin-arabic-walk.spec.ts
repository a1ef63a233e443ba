import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { submitProjectLead } from './admin-lead-support'
import { submitLoginAr } from './admin-support'
import { seriousViolations } from './axe'
import { catalogueLeaves, type CatalogueTree } from '../tests/support/catalogue-leaves'
import { newStaffAccount, setUpTwoFactor } from './staff-account'
import { discoverPublicLinks, waitForHydration } from './support'

// Every admin route in Arabic, as an admin whose browser asks for Arabic: right to left, no
// text from the English catalogue left on the page (names, e-mails, URLs and slugs are
// content, not catalogue text), nothing wider than a 390 px phone, and axe finds nothing
// serious.

const catalogueDir = join(process.cwd(), 'messages/admin')

function catalogue(language: 'en' | 'ar') {
  const found = new Map<string, string>()
  for (const file of readdirSync(join(catalogueDir, language))) {
    const part = JSON.parse(
      readFileSync(join(catalogueDir, language, file), 'utf8'),
    ) as CatalogueTree
    catalogueLeaves(part, file.replace(/\.json$/, ''), found)
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

/** The Latin words the Arabic catalogues themselves use (Google Ads, UTM, PDF, SMTP…). */
const latinInArabic = (() => {
  const words = new Set<string>()
  const texts = [
    ...catalogue('ar').values(),
    ...catalogueLeaves(
      JSON.parse(readFileSync(join(process.cwd(), 'messages/ar.json'), 'utf8')) as CatalogueTree,
    ).values(),
  ]
  for (const text of texts) for (const [word] of text.matchAll(/[A-Za-z]{2,}/g)) words.add(word)
  return [...words]
})()

/** Seeded records' and staff's English names, each of which has an Arabic one to show instead. */
const englishNames = (() => {
  const staff = JSON.parse(
    readFileSync(join(process.cwd(), 'lib/seed/staff-defaults.json'), 'utf8'),
  ) as Record<string, { name: string; nameAr: string }>
  const names = Object.values(staff).map((member) => member.name)
  for (const [file, field] of [
    ['projects', 'title'],
    ['developers', 'name'],
    ['units', 'title'],
  ] as const) {
    const rows = JSON.parse(
      readFileSync(join(process.cwd(), `lib/seed/content/${file}.json`), 'utf8'),
    ) as { en: Record<string, string>; ar?: Record<string, string> }[]
    for (const row of rows) if (row.ar?.[field] && row.en[field]) names.push(row.en[field])
  }
  return names
})()

/**
 * What reads foreign on an Arabic page: Latin words in the page's own words (labels, headings,
 * buttons, column heads, tabs, dialogs and toasts; content marked left to right or English is
 * not theirs), and a seeded record named in English although it has an Arabic name.
 */
const foreignWords = (page: Page) =>
  page.evaluate(
    ({ allowed, names }) => {
      const found: string[] = []
      const content = 'bdi, [dir="ltr"], [lang="en"], code, kbd, input, textarea, select, option'
      const own =
        'label, legend, h1, h2, h3, h4, th, button, [role="tab"], [role="dialog"], [role="alertdialog"], [data-sonner-toast], caption, summary, dt'
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, template')) continue
        const text = node.textContent ?? ''
        if (!parent.closest('[lang="en"], input, textarea'))
          for (const name of names) if (text.includes(name)) found.push(`English name: ${name}`)
        if (!parent.closest(own) || parent.closest(content)) continue
        for (const [word] of text.matchAll(/[A-Za-z]{2,}/g))
          if (!allowed.includes(word)) found.push(`Latin word: ${word} in “${text.trim()}”`)
      }
      return found
    },
    { allowed: latinInArabic, names: englishNames },
  )

/** Text nodes and the texts of labels, titles and placeholders on the page. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // Content marked English (a value typed in an English field) is not catalogue text.
      if (!parent || parent.closest('script, style, template, [lang="en"]')) continue
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
    await setUpTwoFactor(page, account.password) // required of admins
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
    const foreign: string[] = []
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
      for (const word of await foreignWords(page)) foreign.push(`${route} (1280): ${word}`)
      violations.push(...(await seriousViolations(page, route)))
      await page.setViewportSize({ width: 390, height: 844 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (overflow > 0) overflowing.push(`${route}: ${overflow} px`)
      for (const word of await foreignWords(page)) foreign.push(`${route} (390): ${word}`)
    }
    expect(english).toEqual([])
    expect([...new Set(foreign)]).toEqual([])
    expect(violations).toEqual([])
    expect(overflowing).toEqual([])
    await context.close()
  },
)

test('every public page in Arabic names records in Arabic, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { projects, developers } = await discoverPublicLinks(request)
  const paths = ['/ar', '/privacy/ar', ...[...projects, ...developers].map((p) => `${p}/ar`)]
  const foreign: string[] = []
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'ar')
      for (const word of await foreignWords(page)) foreign.push(`${path} (${width}): ${word}`)
    }
  }
  expect([...new Set(foreign)]).toEqual([])
})
