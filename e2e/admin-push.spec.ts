import { mkdirSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startPushService, type TestSubscription } from '../tests/support/push-service'
import { baseURL, chromiumArgs, fullChromium } from '../playwright.config'
import { runSuffix } from './admin-content-support'
import { submitProjectLead } from './admin-lead-support'
import { expectToast, sessionFile, submitLogin } from './admin-support'
import { seriousViolations } from './axe'
import { newStaffAccount, type StaffAccount } from './staff-account'
import { waitForHydration } from './support'

/**
 * Alerts in the pocket (issue 36 §3): a rep's phone subscribes in My Account, a lead given to
 * them goes out as an encrypted push to the run's loopback push service, and the portal's real
 * service worker shows it with Call and WhatsApp. Chromium's own push service (FCM) is out of
 * reach here, so the page's PushManager hands out the loopback service's subscription; from
 * the server action on, everything is the product's: the stored device, the queued push, the
 * VAPID-signed aes128gcm request (opened by the test service as the browser would), and the
 * notification shown from the push event DevTools delivers (ServiceWorker.deliverPushMessage).
 */

// The service worker's notifications need the full browser: the headless shell has none.
test.use({ launchOptions: { executablePath: fullChromium, args: chromiumArgs } })

const SHOTS = 'test-results/push'
const PIXEL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** The rep's phone: 390 px wide, touch, notifications allowed, the test's push subscription. */
async function phoneOf(browser: Browser, rep: StaffAccount, subscription: TestSubscription) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PIXEL_UA,
    permissions: ['notifications'],
  })
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const saved = 'e2e-push-subscribed'
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => (localStorage.removeItem(saved), true),
      }
      PushManager.prototype.subscribe = async () =>
        (localStorage.setItem(saved, '1'), subscription) as never
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem(saved) ? subscription : null) as never
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  )
  const page = await context.newPage()
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitLogin(page, rep.email, rep.password)
  await expect(page).not.toHaveURL(/\/admin\/login/)
  return page
}

/** The admin gives the lead to the rep on the lead's page. */
async function assign(browser: Browser, leadName: string, rep: StaffAccount) {
  const context = await browser.newContext({ baseURL, storageState: sessionFile('admin') })
  const page = await context.newPage()
  await page.goto(`/admin/leads?q=${encodeURIComponent(leadName)}`)
  await page.getByRole('link', { name: leadName }).click()
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Assignee').selectOption({ label: `${rep.name} (${rep.email})` })
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  await expectToast(page, `Lead assigned to ${rep.name}`)
  await context.close()
}

/** The portal's service worker registration, as DevTools knows it (its id for CDP). */
async function registrationIdOf(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const scopes = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations)
      if (!registration.isDeleted) scopes.set(registration.scopeURL, registration.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => scopes.get(`${baseURL}/admin/`)).toBeTruthy()
  return { cdp, registrationId: scopes.get(`${baseURL}/admin/`)! }
}

/** What the service worker has on screen. */
const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/admin/')
    const shown = (await registration?.getNotifications()) ?? []
    return shown.map((each) => ({
      title: each.title,
      body: each.body,
      dir: each.dir,
      actions: (each as Notification & { actions: { action: string; title: string }[] }).actions,
      data: each.data as { url: string; call: string | null; whatsapp: string | null },
    }))
  })

test('a lead given to a rep reaches their phone: one encrypted push, shown with Call and WhatsApp', async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(420_000)
  mkdirSync(SHOTS, { recursive: true })
  const push = await startPushService()
  try {
    const rep = await newStaffAccount(browser)
    const subscription = push.subscribe()
    const phone = await phoneOf(browser, rep, subscription)

    // My Account › Notifications on this phone: turn on, and the phone is listed.
    await phone.goto('/admin/account')
    await waitForHydration(phone)
    const part = phone.getByRole('region', { name: 'Notifications on this phone' })
    await expect(part.getByText('This device does not get push messages yet.')).toBeVisible()
    await part.getByRole('button', { name: 'Turn on for this device' }).click()
    await expectToast(phone, 'Push messages are on for this device')
    await expect(part.getByText('This device gets your push messages.')).toBeVisible()
    await expect(part.getByRole('listitem')).toHaveCount(1)
    await expect(part.getByRole('listitem')).toContainText('Chrome · Android (this device)')
    await expect(part.getByRole('button', { name: 'Remove Chrome · Android' })).toBeVisible()
    expect(await seriousViolations(phone, 'account notifications (phone)')).toEqual([])
    await part.screenshot({ path: `${SHOTS}/account-notifications-390-en.png` })

    // A visitor enquires about a project; the admin gives the lead to the rep.
    const mobile = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const lead = { name: `Pushed Lead ${runSuffix()}`, mobile, gclid: `push-${runSuffix()}` }
    await submitProjectLead(visitor, lead)
    await assign(browser, lead.name, rep)

    // Exactly one push, to this phone's endpoint, signed for the push service, opened as the
    // browser opens it.
    await expect.poll(() => push.received.length, { timeout: 20_000 }).toBe(1)
    expect(push.problems).toEqual([])
    const [received] = push.received
    expect(received!.endpoint).toBe(subscription.endpoint)
    expect(received!.vapid.aud).toBe(push.origin)
    const payload = JSON.parse(received!.text)
    expect(payload).toMatchObject({
      title: `New lead: ${lead.name} · The Crest Residence`,
      body: 'Given to you. Call now, or tap to open the lead.',
      call: `tel:+2${mobile}`,
      actions: { call: 'Call', whatsapp: 'WhatsApp' },
    })

    // The real service worker shows it: the lead and project named, Call and WhatsApp.
    const { cdp, registrationId } = await registrationIdOf(phone)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId,
      data: received!.text,
    })
    await expect.poll(() => notifications(phone)).toHaveLength(1)
    const [shown] = await notifications(phone)
    expect(shown).toMatchObject({
      title: `New lead: ${lead.name} · The Crest Residence`,
      body: 'Given to you. Call now, or tap to open the lead.',
      dir: 'ltr',
      actions: [
        { action: 'call', title: 'Call' },
        { action: 'whatsapp', title: 'WhatsApp' },
      ],
      data: {
        call: `tel:+2${mobile}`,
        url: expect.stringMatching(/^\/admin\/leads\/[0-9a-f-]{36}$/),
      },
    })
    expect(shown!.data.whatsapp).toMatch(new RegExp(`^https://wa\\.me/2${mobile}\\?text=`))

    // On the phone, "my leads": Call and WhatsApp one tap away (44 px targets), logged as tapped.
    await phone.goto('/admin/leads?assignee=mine')
    await waitForHydration(phone)
    const row = phone.getByRole('row').filter({ hasText: lead.name })
    const call = row.getByRole('link', { name: 'Call' })
    const whatsapp = row.getByRole('link', { name: 'WhatsApp' })
    await expect(call).toHaveAttribute('href', `tel:+2${mobile}`)
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/2${mobile}\\?text=`),
    )
    for (const link of [call, whatsapp]) {
      const box = (await link.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.width).toBeGreaterThanOrEqual(44)
    }
    expect(await seriousViolations(phone, 'my leads (phone)')).toEqual([])
    await row.scrollIntoViewIfNeeded()
    await phone.screenshot({ path: `${SHOTS}/my-leads-390-en.png` })
    // A tap on Call hands tel: to the system, whose prompt then holds that tab's input: in a
    // tab of its own, closed after.
    const tab = await phone.context().newPage()
    await tab.goto('/admin/leads?assignee=mine')
    await waitForHydration(tab)
    const tabRow = tab.getByRole('row').filter({ hasText: lead.name })
    await tabRow.getByRole('link', { name: 'Call' }).click({ noWaitAfter: true })
    await expect(tabRow.getByRole('group', { name: 'What came of the Call?' })).toBeVisible()
    await expect(tab).toHaveURL(/\/admin\/leads\?assignee=mine$/)
    // The tap's log is in once the question knows its attempt: leaving earlier could cut it off.
    await expect(tabRow.locator('input[name="attemptId"]')).not.toHaveValue('')
    await tab.goto(shown!.data.url)
    await expect(tab.getByText('called the lead')).toBeVisible()
    await tab.close()

    // In Arabic, right to left.
    await phone.goto('/admin/account')
    await waitForHydration(phone)
    await phone.getByRole('button', { name: /^Account menu for / }).click()
    await phone.getByRole('menuitem', { name: 'العربية' }).click()
    const arabic = phone.getByRole('region', { name: 'الإشعارات على هذا الهاتف' })
    await expect(arabic.getByText('هذا الجهاز يستقبل رسائلك الفورية.')).toBeVisible()
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await seriousViolations(phone, 'account notifications (phone, Arabic)')).toEqual([])
    await arabic.screenshot({ path: `${SHOTS}/account-notifications-390-ar.png` })
    await phone.goto('/admin/leads?assignee=mine')
    const arabicRow = phone.getByRole('row').filter({ hasText: lead.name })
    await expect(arabicRow.getByRole('link', { name: 'مكالمة' })).toBeVisible()
    await expect(arabicRow.getByRole('link', { name: 'واتساب' })).toBeVisible()
    await arabicRow.scrollIntoViewIfNeeded()
    await phone.screenshot({ path: `${SHOTS}/my-leads-390-ar.png` })
  } finally {
    await push.close()
  }
})

test('the portal installs as an app: its manifest, icons and service worker', async ({
  page,
  request,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    const response = await request.get(`/api/admin-manifest?lang=${lang}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      id: '/admin/',
      name: lang === 'en' ? 'Masar Leads' : 'مسار للعملاء',
      lang,
      dir: lang === 'en' ? 'ltr' : 'rtl',
      start_url: '/admin/leads?assignee=mine',
      scope: '/admin/',
      display: 'standalone',
      theme_color: '#14304a',
    })
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) =>
      [icon.sizes, icon.purpose].join(' '),
    )
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const file = await request.get(icon.src)
      expect(file.headers()['content-type'], icon.src).toBe('image/png')
      const png = await file.body()
      // The PNG header's width and height (IHDR) are what the manifest says.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  }
  const worker = await request.get('/admin/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(worker.headers()['content-security-policy']).toBe(
    "default-src 'none'; img-src 'self'; frame-ancestors 'none'",
  )
  // A signed-in page links the manifest in the portal's language and registers the worker.
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL,
      storageState: sessionFile('moderator'),
    })
  const portal = await context.newPage()
  await portal.goto('/admin/account')
  await expect(portal.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/api/admin-manifest?lang=en',
  )
  await expect(portal.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14304a')
  await expect
    .poll(() =>
      portal.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.scope,
      ),
    )
    .toBe(`${baseURL}/admin/`)
  await context.close()
})
