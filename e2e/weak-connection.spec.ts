import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page, type Request } from '@playwright/test'
import ar from '../messages/ar.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }
import { signIn } from './admin-support'
import { randomMobile } from './lead-post'
import { waitForHydration } from './support'

// A phone on a weak connection: the network drops while a form is sent, or a late chunk never
// arrives. The form keeps what was typed, says so in the page's language, and sends once the
// connection is back; the rest of the page never gives way to an error screen.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** Staff's view: the inbox lists exactly one lead with this name (the rows render at once). */
async function expectOneLeadNamed(browser: Browser, name: string) {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await signIn(admin, 'admin')
  await admin.goto(`/admin/leads?q=${encodeURIComponent(name)}`)
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(1)
  await context.close()
}

const tag = () => randomUUID().slice(0, 8)

async function openProjectForm(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  const form = page.locator('#lead-form form')
  await expect(form).toBeVisible()
  return form
}

test('Arabic lead form: both steps sent offline keep their values, say so, and go once back online', async ({
  page,
  context,
  browser,
}) => {
  const t = ar.leadForm
  const name = `Offline Amr ${tag()}`
  const phone = randomMobile()
  let form = await openProjectForm(page, '/the-crest-residence/ar')
  await form.getByLabel(t.fullName).fill(name)
  await form.getByLabel(t.mobile).fill(phone)
  await form.getByLabel(t.email).fill('amr@example.com')
  // A reload (the tab discarded, a wrong tap) keeps what was typed.
  await page.reload()
  form = await openProjectForm(page, '/the-crest-residence/ar')
  await expect(form.getByLabel(t.fullName)).toHaveValue(name)
  await expect(form.getByLabel(t.email)).toHaveValue('amr@example.com')

  await context.setOffline(true)
  await form.getByRole('button', { name: t.next }).click()
  const alert = page.locator('#lead-form').getByRole('alert')
  await expect(alert).toContainText(t.sendFailure.offlineTitle)
  await expect(alert.getByRole('link', { name: t.sendFailure.whatsapp })).toHaveAttribute(
    'href',
    /whatsapp|wa\.me/,
  )
  await expect(alert.getByRole('link', { name: t.sendFailure.call })).toHaveAttribute(
    'href',
    /^tel:/,
  )
  await expect(page.locator('h1')).toBeVisible()
  await expect(form.getByLabel(t.fullName)).toHaveValue(name)
  await expect(form.getByLabel(t.mobile)).toHaveValue(phone)

  // Back online: sent by itself, once.
  await context.setOffline(false)
  await expect(
    page.getByText(t.stepOf.replace('{current}', '2').replace('{total}', '2')),
  ).toBeVisible()
  await expect(alert).toHaveCount(0)

  form = page.locator('#lead-form form')
  await form.getByLabel(t.howSoon).selectOption({ index: 1 })
  await form.getByLabel(t.unitInterest).selectOption({ index: 1 })
  await form.getByLabel(t.channels.whatsapp).check()
  await form.getByLabel(t.notes).fill('اتصلوا بعد الساعة ٥')
  await form.getByLabel(t.consent).check()
  await context.setOffline(true)
  await form.getByRole('button', { name: /./ }).last().click()
  await expect(alert).toContainText(t.sendFailure.offlineTitle)
  await expect(form.getByLabel(t.notes)).toHaveValue('اتصلوا بعد الساعة ٥')
  // Try again while still offline: still kept, still said.
  await alert.getByRole('button', { name: t.sendFailure.retry }).click()
  await expect(alert).toContainText(t.sendFailure.offlineTitle)
  await context.setOffline(false)
  await expect(page.getByText(t.thankYouTitle)).toBeVisible()

  await expectOneLeadNamed(browser, name)
})

/**
 * The page's own view of the connection, set by hand: navigator.onLine and its events, with
 * every server action refused as on a dropped connection while "offline". Lets a test hold one
 * send until the connection is back, which setOffline cannot.
 */
async function fakeConnection(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { fakeOnline: boolean }
    state.fakeOnline = true
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => state.fakeOnline })
  })
  const set = (online: boolean) =>
    page.evaluate((online) => {
      ;(window as unknown as { fakeOnline: boolean }).fakeOnline = online
      window.dispatchEvent(new Event(online ? 'online' : 'offline'))
    }, online)
  return { goOffline: () => set(false), goOnline: () => set(true) }
}

const isAction = (request: Request) =>
  request.method() === 'POST' && !!request.headers()['next-action']

test.describe('desktop', () => {
  // The race does not depend on the screen; on a desktop no timed banner comes over the form
  // while a send is held (a phone shows one after 10 s).
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('the connection comes back while a send is still failing: it goes again by itself, once', async ({
    page,
    browser,
  }) => {
    const t = en.leadForm
    const name = `Flaky Omar ${tag()}`
    const form = await openProjectForm(page, '/the-crest-residence')
    await form.getByLabel(t.fullName).fill(name)
    await form.getByLabel(t.mobile).fill(randomMobile())
    await form.getByLabel(t.email).fill('omar@example.com')
    const connection = await fakeConnection(page)

    await connection.goOffline()
    await page.route('**/*', (route) =>
      isAction(route.request()) ? route.abort('internetdisconnected') : route.fallback(),
    )
    await form.getByRole('button', { name: t.next }).click()
    const alert = page.locator('#lead-form').getByRole('alert')
    await expect(alert).toContainText(t.sendFailure.offlineTitle)

    // Try again, still offline; the connection returns while that send is on its way, and the
    // send then fails: the 'online' event has passed, yet it goes again by itself.
    await page.unrouteAll()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding = true
    const caught = page.waitForRequest(isAction)
    await page.route('**/*', async (route) => {
      if (!holding || !isAction(route.request())) return route.fallback()
      holding = false
      await held
      await route.abort('internetdisconnected')
    })
    await alert.getByRole('button', { name: t.sendFailure.retry }).click()
    await caught
    await connection.goOnline()
    release()

    await expect(
      page.getByText(t.stepOf.replace('{current}', '2').replace('{total}', '2')),
    ).toBeVisible()
    await expect(alert).toHaveCount(0)
    await expectOneLeadNamed(browser, name)
  })
})

test('a phone sending step 2 offline sees the message in view, with nothing over it or the button', async ({
  page,
  context,
}) => {
  const t = ar.leadForm
  let form = await openProjectForm(page, '/the-crest-residence/ar')
  await form.getByLabel(t.fullName).fill(`Offline Bar ${tag()}`)
  await form.getByLabel(t.mobile).fill(randomMobile())
  await form.getByLabel(t.email).fill('bar@example.com')
  await form.getByRole('button', { name: t.next }).click()
  await expect(
    page.getByText(t.stepOf.replace('{current}', '2').replace('{total}', '2')),
  ).toBeVisible()
  form = page.locator('#lead-form form')
  await form.getByLabel(t.howSoon).selectOption({ index: 1 })
  await form.getByLabel(t.unitInterest).selectOption({ index: 1 })
  await form.getByLabel(t.channels.whatsapp).check()
  await form.getByLabel(t.consent).check()
  const send = form.getByRole('button', { name: /./ }).last()
  await context.setOffline(true)
  await send.click()
  const alert = page.locator('#lead-form').getByRole('alert')
  await expect(alert).toContainText(t.sendFailure.offlineTitle)
  // Focus has left the form (the tap ended on the button): the bar still stays away.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const bar = page.getByRole('navigation', { name: ar.project.contactBar.label })
  await expect(bar).toBeHidden()
  // The message lies wholly in the screen, and what is drawn at the button's centre is the button.
  const inView = async () => {
    const box = (await alert.boundingBox())!
    return box.y >= 0 && box.y + box.height <= page.viewportSize()!.height
  }
  await expect.poll(inView).toBe(true)
  await send.scrollIntoViewIfNeeded()
  expect(
    await send.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return top !== null && button.contains(top)
    }),
  ).toBe(true)
  await context.setOffline(false)
})

test('home consultation sent offline: kept, said in English, one booking once back online', async ({
  page,
  context,
  browser,
}) => {
  const t = en.consultation
  const name = `Offline Mona ${tag()}`
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await expect(form).toBeVisible()
  await form.getByLabel(t.fullName).fill(name)
  await form.getByLabel(t.phone).fill(randomMobile())
  await form.getByLabel(t.email).fill('mona@example.com')
  await context.setOffline(true)
  await form.getByRole('button', { name: t.submit }).click()
  const alert = form.getByRole('alert')
  await expect(alert).toContainText(en.leadForm.sendFailure.offlineTitle)
  await expect(form.getByLabel(t.fullName)).toHaveValue(name)
  await expect(page.locator('h1')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: t.successTitle })).toBeVisible()
  await expectOneLeadNamed(browser, name)
})

test('floor-plan capture sent offline keeps its values and unlocks once back online', async ({
  page,
  context,
}) => {
  const t = en.leadForm
  await page.goto('/the-crest-residence')
  await waitForHydration(page)
  await page
    .locator('[data-unit="apartment-2br-135"]')
    .getByRole('button', { name: en.floorPlans.viewFloorPlan })
    .click()
  const capture = page.getByRole('dialog', { name: en.floorPlans.title })
  await capture.getByLabel(t.fullName).fill(`Offline Laila ${tag()}`)
  await capture.getByLabel(t.mobile).fill('01112345678')
  await capture.getByLabel(t.email).fill('laila@example.com')
  await context.setOffline(true)
  await capture.getByRole('button', { name: t.next }).click()
  await expect(capture.getByRole('alert')).toContainText(t.sendFailure.offlineTitle)
  await expect(capture.getByLabel(t.mobile)).toHaveValue('01112345678')
  await context.setOffline(false)
  await expect(page.getByRole('dialog', { name: /Two-Bedroom Apartment/ })).toBeVisible()
})

test('a late chunk that never arrives: an inline message in Arabic, the page intact', async ({
  page,
}) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  )
  // Every chunk the page has not loaded yet fails, as on a connection that drops them.
  await page.route('**/_next/static/chunks/**', (route) =>
    loaded.has(route.request().url()) ? route.continue() : route.abort('internetdisconnected'),
  )
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  const message = page.locator('#lead-form').getByRole('alert')
  await expect(message).toContainText(ar.leadForm.sendFailure.partFailed, { timeout: 20_000 })
  await expect(message.getByRole('button', { name: ar.leadForm.sendFailure.reload })).toBeVisible()
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.getByText('This page couldn’t load')).toHaveCount(0)
})

test('without JavaScript the forms offer WhatsApp and a call instead of an empty box', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  for (const { path, t } of [
    { path: '/the-crest-residence/ar', t: ar.leadForm.sendFailure },
    { path: '/', t: en.leadForm.sendFailure },
  ]) {
    await page.goto(path)
    const line = page.locator('p').filter({ hasText: t.noscript })
    await expect(line).toBeVisible()
    await expect(line.getByRole('link', { name: t.whatsapp })).toHaveAttribute('href', /whatsapp/)
    await expect(line.getByRole('link', { name: t.call })).toHaveAttribute('href', /^tel:\+/)
  }
  // The home page's popular projects are in the HTML itself, and the phone menu opens.
  await page.goto('/ar')
  await expect(page.locator('#main a[href="/the-crest-residence/ar"]').first()).toBeVisible()
  await page.locator('header summary').click()
  const menu = page.getByRole('navigation', { name: ar.nav.mainNavigation })
  await expect(menu.getByRole('link', { name: 'ذا كرست ريزيدنس' })).toBeInViewport({ ratio: 1 })
  // The list is the height of its links, not squeezed into the header.
  expect((await menu.boundingBox())!.height).toBeGreaterThan(400)
  await context.close()
})
