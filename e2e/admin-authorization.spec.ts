import { readFileSync } from 'node:fs'
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Page,
} from '@playwright/test'
import { baseURL } from '../playwright.config'
import {
  actionResult,
  recordAction,
  replayAction,
  type ActionAnswer,
  type RecordedAction,
} from './action-replay'
import { signIn, type AccountRole } from './admin-support'
import { waitForHydration } from './support'
import { parseCsv } from '../tests/support/parse-csv'

/** My Account's two-factor section (the page also has the change-password form). */
const twoFactorBox = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' })

/**
 * The authorization matrix (spec §5 route guard, §6 roles): every admin page, every staff
 * server action and the data they carry, for every kind of caller. Pages and actions are
 * requested directly (Playwright's request context), the way an attacker would, not only
 * through the UI.
 */

const SESSION_COOKIE = 'masar.session_token'

/** Who calls: nobody, three session cookies that are no (longer) good, the seeded accounts. */
const CALLERS = [
  'anonymous',
  'forged',
  'tampered',
  'signed-out',
  'user',
  'moderator',
  'admin',
] as const
type Caller = (typeof CALLERS)[number]

/** A session cookie the proxy lets through (it only sees that one is there) but is not valid. */
const INVALID_SESSIONS = ['forged', 'tampered', 'signed-out'] as const satisfies Caller[]
const hasInvalidSession = (caller: Caller) =>
  (INVALID_SESSIONS as readonly Caller[]).includes(caller)

const callers = {} as Record<Caller, APIRequestContext>
/** Ids of seeded records, and every name, slug and id the admin lists show (data that must not leak). */
const seeded = {
  developer: '',
  project: '',
  unit: '',
  lead: '',
  leadName: '',
  secrets: [] as string[],
}

/** A visitor books a consultation: the lead the lead routes and actions are tried on. */
async function bookConsultation(browser: Browser) {
  const stamp = Date.now().toString(36)
  const lead = {
    name: `Authz Lead ${stamp}`,
    email: `authz-${stamp}@example.com`,
    phone: '01009876543',
  }
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await form.getByLabel('Full name').fill(lead.name)
  await form.getByLabel('Phone').fill(lead.phone)
  await form.getByLabel('Email').fill(lead.email)
  await form.getByRole('button', { name: 'Book my consultation' }).click()
  await expect(page.getByText('Your consultation is booked')).toBeVisible()
  await context.close()
  return lead
}

const RECORD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

test.beforeAll(async ({ browser, playwright }) => {
  const lead = await bookConsultation(browser)
  const cookieFor = async (role: AccountRole, { thenSignOut = false } = {}) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await signIn(page, role)
    const state = await context.storageState()
    if (thenSignOut) {
      await page.getByRole('button', { name: /^Account menu for/ }).click()
      await page.getByRole('menuitem', { name: 'Sign Out' }).click()
      await expect(page).toHaveURL(/\/admin\/login$/)
    }
    await context.close()
    return state
  }
  const [user, moderator, admin, signedOut] = await Promise.all([
    cookieFor('user'),
    cookieFor('moderator'),
    cookieFor('admin'),
    cookieFor('admin', { thenSignOut: true }),
  ])
  const sessionToken = (state: typeof admin) =>
    decodeURIComponent(state.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '')
  const [adminToken] = sessionToken(admin).split('.')
  const [, userSignature] = sessionToken(user).split('.')
  // Invalid sessions go as a fixed Cookie header: better-auth answers them by deleting the
  // cookie, which must not empty the caller's cookie jar between requests.
  const invalidSessions: Record<(typeof INVALID_SESSIONS)[number], string> = {
    forged: 'not-a-session.bm90IGEgc2lnbmF0dXJl',
    // The admin's token with a signature made for another token.
    tampered: `${adminToken}.${userSignature}`,
    'signed-out': sessionToken(signedOut),
  }
  const contextOptions = (caller: Caller) => {
    if (caller === 'anonymous') return { baseURL }
    if (caller === 'user' || caller === 'moderator' || caller === 'admin') {
      return { baseURL, storageState: { user, moderator, admin }[caller] }
    }
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(invalidSessions[caller])}`
    return { baseURL, extraHTTPHeaders: { cookie } }
  }
  for (const caller of CALLERS) {
    callers[caller] = await playwright.request.newContext(contextOptions(caller))
  }

  for (const kind of ['developers', 'projects', 'units'] as const) {
    const html = await (await callers.admin.get(`/admin/${kind}`)).text()
    const rows = [...html.matchAll(/href="\/admin\/\w+\/([0-9a-f-]{36})"[^>]*>([^<]+)</g)]
    const slugs = [...html.matchAll(/<code class="text-xs">([^<]+)<\/code>/g)].map((m) => m[1]!)
    expect(rows.length, `the seeded ${kind} are listed for the admin`).toBeGreaterThan(2)
    seeded[kind.slice(0, -1) as 'developer' | 'project' | 'unit'] = rows[0]![1]!
    seeded.secrets.push(...rows.flatMap(([, id, name]) => [id!, name!]), ...slugs)
  }
  const inbox = await (await callers.admin.get(`/admin/leads?q=${lead.email}`)).text()
  seeded.lead = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)?.[1] ?? ''
  expect(seeded.lead, 'the booked lead is in the inbox').toMatch(RECORD_ID)
  seeded.leadName = lead.name
  seeded.secrets.push(seeded.lead, lead.name, lead.email, '+201009876543')
})

test.afterAll(async () => {
  await Promise.all(Object.values(callers).map((context) => context.dispose()))
})

/** Seeded names, slugs and ids in a response body (the id in the requested address aside). */
function leakedData(body: string, path: string) {
  return [...new Set(seeded.secrets)].filter(
    (secret) => body.includes(secret) && !path.includes(secret),
  )
}

async function expectLoginRedirect(response: APIResponse, what = 'redirected') {
  expect(response.status(), what).toBe(307)
  expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe('/admin/login')
}

// ---------------------------------------------------------------------------------------------
// 1. Every admin page × every caller
// ---------------------------------------------------------------------------------------------

type Answer = 'sign-in' | 'Access Denied' | 'Admin Access Required' | 'page'

const GUARD_MESSAGES = {
  'Access Denied': 'permission to access this area.',
  'Admin Access Required': 'This section is only accessible to administrators.',
} as const

type AdminRoute = { path: string; heading: string; adminOnly?: boolean }

const ADMIN_ROUTES: AdminRoute[] = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/developers', heading: 'Developers' },
  { path: '/admin/developers/new', heading: 'New Developer' },
  { path: '/admin/developers/{developer}', heading: 'Edit Developer' },
  { path: '/admin/projects', heading: 'Projects' },
  { path: '/admin/projects/new', heading: 'New Project' },
  { path: '/admin/projects/{project}', heading: 'Edit Project' },
  { path: '/admin/units', heading: 'Units' },
  { path: '/admin/units/new', heading: 'New Unit' },
  { path: '/admin/units/{unit}', heading: 'Edit Unit' },
  { path: '/admin/leads', heading: 'Leads' },
  { path: '/admin/leads/{lead}', heading: '{leadName}' },
  { path: '/admin/media', heading: 'Media Library' },
  { path: '/admin/activity', heading: 'Activity Log' },
  { path: '/admin/settings', heading: 'Settings', adminOnly: true },
  { path: '/admin/trash', heading: 'Trash', adminOnly: true },
  { path: '/admin/staff', heading: 'Staff', adminOnly: true },
  { path: '/admin/account', heading: 'My Account' },
]

/** Spec §5/§6: what each caller gets on a route. */
function expectedAnswer(caller: Caller, route: AdminRoute): Answer {
  if (caller === 'anonymous' || hasInvalidSession(caller)) return 'sign-in'
  if (caller === 'user') return 'Access Denied'
  if (caller === 'moderator' && route.adminOnly) return 'Admin Access Required'
  return 'page'
}

const resolvePath = (path: string) =>
  path.replace(
    /\{(developer|project|unit|lead)\}/,
    (_, kind: 'developer' | 'project' | 'unit' | 'lead') => seeded[kind],
  )

test.describe('every admin page × every caller', () => {
  for (const route of ADMIN_ROUTES) {
    test(route.path, async () => {
      const path = resolvePath(route.path)
      for (const caller of CALLERS) {
        const answer = expectedAnswer(caller, route)
        await test.step(`${caller} → ${answer}`, async () => {
          const response = await callers[caller].get(path, { maxRedirects: 0 })
          const body = await response.text()
          const title = route.heading.replace('{leadName}', seeded.leadName)
          const heading = new RegExp(`<h1[^>]*>${title}</h1>`)
          if (answer === 'sign-in') {
            await expectLoginRedirect(response)
          } else {
            expect(response.status()).toBe(200)
          }
          if (answer === 'page') {
            expect(body).toMatch(heading)
            expect(body).not.toContain('Access Denied')
            expect(body).not.toContain('Admin Access Required')
            return
          }
          expect(body).not.toMatch(heading)
          expect(leakedData(body, path), 'data in the answer').toEqual([])
          if (answer !== 'sign-in') {
            expect(body).toMatch(new RegExp(`<h1[^>]*>${answer}</h1>`))
            expect(body).toContain(GUARD_MESSAGES[answer])
          }
        })
      }
    })
  }

  test('the browser shows the same answers', async ({ browser }) => {
    const open = async (caller: 'anonymous' | 'user' | 'moderator', path: string) => {
      const storageState = caller === 'anonymous' ? undefined : await callers[caller].storageState()
      const context = await browser.newContext({ baseURL, storageState })
      const page = await context.newPage()
      await page.goto(path)
      return { page, context }
    }
    const [anonymous, user, moderator] = await Promise.all([
      open('anonymous', '/admin/units'),
      open('user', '/admin/developers'),
      open('moderator', '/admin/settings'),
    ])
    await expect(anonymous.page).toHaveURL(/\/admin\/login$/)
    await expect(anonymous.page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(user.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await expect(
      user.page.getByText("You don't have permission to access this area."),
    ).toBeVisible()
    await expect(user.page.getByRole('table')).toHaveCount(0)
    await expect(
      moderator.page.getByRole('heading', { name: 'Admin Access Required' }),
    ).toBeVisible()
    await expect(
      moderator.page.getByText('This section is only accessible to administrators.'),
    ).toBeVisible()
    await Promise.all([anonymous, user, moderator].map(({ context }) => context.close()))
  })
})

// ---------------------------------------------------------------------------------------------
// 2. Server actions called directly
// ---------------------------------------------------------------------------------------------

/** Sends a recorded action again as another caller, with parts of the body swapped. */
const replay = (
  caller: Caller,
  action: RecordedAction,
  swaps: Record<string, string> = {},
  url = action.url,
) => replayAction(callers[caller], action, swaps, url)

const PERMISSION_MESSAGE = 'You don’t have permission to access this area.'
const DENIALS = ['unauthenticated', 'forbidden', 'admin-only']

/** Whether the server refused the caller for who it is (every staff action names the denial). */
const refused = (result: ActionAnswer | null) => !!result && DENIALS.includes(result.code ?? '')

/** How each caller without the right must be refused when it replays an admin action. */
type Refusal = 'sign-in redirect' | 'no result' | 'unauthenticated' | 'forbidden'

const REFUSALS: { caller: Caller; at?: string; refusal: Refusal }[] = [
  // The proxy stops a cookie-less request to an admin address before the action runs.
  { caller: 'anonymous', refusal: 'sign-in redirect' },
  // The same request through a public address gets past the proxy: it must still change nothing.
  { caller: 'anonymous', at: '/', refusal: 'no result' },
  { caller: 'forged', refusal: 'unauthenticated' },
  { caller: 'tampered', refusal: 'unauthenticated' },
  { caller: 'signed-out', refusal: 'unauthenticated' },
  { caller: 'user', refusal: 'forbidden' },
]

async function expectRefused(response: APIResponse, refusal: Refusal, attempt: string) {
  if (refusal === 'sign-in redirect') return expectLoginRedirect(response, attempt)
  const result = actionResult(await response.text())
  if (refusal === 'no result') return expect(result?.ok, attempt).not.toBe(true)
  expect(result, attempt).toMatchObject({ ok: false, code: refusal })
}

/** The admin list's result count for a search. */
async function countListed(kind: string, search: string) {
  const html = await (await callers.admin.get(`/admin/${kind}?q=${search}`)).text()
  const count = /(\d+)(?:<!-- -->)? result\(s\)/.exec(html)
  return count ? Number(count[1]) : 0
}

type Entity = {
  kind: 'developers' | 'projects' | 'units'
  noun: string
  nameLabel: string
  /** The record's public page, where a draft must not be readable. */
  publicPath?: (slug: string) => string
  fill: (page: Page, slug: string) => Promise<void>
}

const tabField = (page: Page, tab: string, label: string) =>
  page.getByRole('tabpanel', { name: tab }).getByLabel(new RegExp(`^${label}( \\*)?$`))

async function fillTab(page: Page, tab: string, values: Record<string, string>) {
  await page.getByRole('tab', { name: tab }).click()
  for (const [label, value] of Object.entries(values)) await tabField(page, tab, label).fill(value)
}

/** The smallest valid form of each entity; names carry the slug so a search finds them. */
const ENTITIES: Entity[] = [
  {
    kind: 'developers',
    noun: 'Developer',
    nameLabel: 'Name',
    publicPath: (slug) => `/developers/${slug}`,
    fill: async (page, slug) => {
      await fillTab(page, 'Basic Info', { Slug: slug, 'Logo URL': '/images/authz.webp' })
      await fillTab(page, 'English Content', { Name: `Authz ${slug}` })
      await fillTab(page, 'Arabic Content', { Name: `اختبار ${slug}` })
    },
  },
  {
    kind: 'projects',
    noun: 'Project',
    nameLabel: 'Title',
    publicPath: (slug) => `/${slug}`,
    fill: async (page, slug) => {
      await tabField(page, 'Basic Info', 'Developer').selectOption({ index: 1 })
      await fillTab(page, 'Basic Info', {
        Slug: slug,
        'Base path': `/${slug}`,
        'Logo URL': '/images/authz.webp',
        'Thumbnail URL': '/images/authz.webp',
      })
      const content = { Description: 'Authorization test', 'Key info': 'Authorization test' }
      await fillTab(page, 'English Content', { Title: `Authz ${slug}`, ...content })
      await fillTab(page, 'Arabic Content', { Title: `اختبار ${slug}`, ...content })
    },
  },
  {
    kind: 'units',
    noun: 'Unit',
    nameLabel: 'Title',
    fill: async (page, slug) => {
      await tabField(page, 'Basic Info', 'Project').selectOption({ index: 1 })
      await fillTab(page, 'Basic Info', { Slug: slug, 'Unit type': 'apartment' })
      await fillTab(page, 'English Content', { Title: `Authz ${slug}` })
      await fillTab(page, 'Arabic Content', { Title: `اختبار ${slug}` })
    },
  },
]

test.describe('server actions called directly', () => {
  for (const entity of ENTITIES) {
    test(`${entity.kind}: create, update and delete replayed by every caller`, async ({ page }) => {
      const { kind, noun } = entity
      // One slug per caller, all under this test's prefix (slug('')), which a list search finds.
      const stamp = Date.now().toString(36)
      const slug = (who: string) => `az${stamp}${kind[0]}-${who}`
      const adminSlug = slug('admin')
      await page.context().addCookies((await callers.admin.storageState()).cookies)

      // The admin creates, updates and deletes a record in the browser; every request is kept.
      await page.goto(`/admin/${kind}/new`)
      await waitForHydration(page)
      await entity.fill(page, adminSlug)
      const create = await recordAction(page, () =>
        page.getByRole('button', { name: `Create ${noun}` }).click(),
      )
      expect(create.result).toMatchObject({ ok: true })
      const adminId = String(create.result?.data)
      await expect(page).toHaveURL(new RegExp(`/admin/${kind}$`))

      await page.goto(`/admin/${kind}/${adminId}`)
      await waitForHydration(page)
      const editedName = `Authz ${adminSlug} (edited)`
      await fillTab(page, 'English Content', { [entity.nameLabel]: editedName })
      const update = await recordAction(page, () =>
        page.getByRole('button', { name: `Update ${noun}` }).click(),
      )
      expect(update.result).toMatchObject({ ok: true, data: adminId })
      await expect(page).toHaveURL(new RegExp(`/admin/${kind}$`))

      await page.goto(`/admin/${kind}?q=${adminSlug}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: `Actions for ${editedName}` }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      const remove = await recordAction(page, () =>
        page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click(),
      )
      expect(remove.result).toMatchObject({ ok: true })
      expect(remove.recorded.body).toContain(adminId)
      await expect(page.getByRole('button', { name: `Actions for ${editedName}` })).toHaveCount(0)

      // A moderator has the content permission: its replayed create makes the record that the
      // refused callers then try to change and delete.
      const moderatorSlug = slug('moderator')
      const created = actionResult(
        await (await replay('moderator', create.recorded, { [adminSlug]: moderatorSlug })).text(),
      )
      expect(created, 'moderator create').toMatchObject({ ok: true })
      const victimId = String(created?.data)
      expect(victimId).toMatch(RECORD_ID)
      if (entity.publicPath) {
        const draft = await callers.anonymous.get(entity.publicPath(moderatorSlug))
        expect(draft.status(), 'a new (draft) record on the public site').toBe(404)
      }

      // Every refused caller tries all three at once: its own new record, renaming the
      // moderator's record to its own slug, and deleting it.
      const attempts = REFUSALS.flatMap(({ caller, at, refusal }) => {
        const who = at ? `${caller}-public` : caller
        const tries = {
          create: replay(caller, create.recorded, { [adminSlug]: slug(who) }, at),
          update: replay(
            caller,
            update.recorded,
            { [adminId]: victimId, [adminSlug]: slug(who) },
            at,
          ),
          delete: replay(caller, remove.recorded, { [adminId]: victimId }, at),
        }
        return Object.entries(tries).map(async ([verb, sent]) =>
          expectRefused(await sent, refusal, `${verb} as ${who}`),
        )
      })
      await Promise.all(attempts)
      expect(await countListed(kind, slug('')), 'only the moderator’s record exists').toBe(1)
      expect(await countListed(kind, moderatorSlug), 'and it is unchanged').toBe(1)

      // The moderator may change and delete it; that also cleans up.
      const changed = actionResult(
        await (
          await replay('moderator', update.recorded, {
            [adminId]: victimId,
            [adminSlug]: `${moderatorSlug}2`,
          })
        ).text(),
      )
      expect(changed, 'moderator update').toMatchObject({ ok: true, data: victimId })
      expect(await countListed(kind, `${moderatorSlug}2`)).toBe(1)
      const deleted = actionResult(
        await (await replay('moderator', remove.recorded, { [adminId]: victimId })).text(),
      )
      expect(deleted, 'moderator delete').toMatchObject({ ok: true })
      expect(await countListed(kind, moderatorSlug)).toBe(0)
    })
  }

  test('two-factor enrolment replayed with the caller’s own password is refused', async ({
    page,
  }) => {
    await page.context().addCookies((await callers.admin.storageState()).cookies)
    await page.goto('/admin/account')
    await waitForHydration(page)
    // A wrong password: the admin's enrolment fails, nothing is stored.
    await twoFactorBox(page).getByLabel('Current password').fill('not-the-password')
    const start = await recordAction(page, () =>
      page.getByRole('button', { name: 'Set up two-factor authentication' }).click(),
    )
    expect(start.result).toMatchObject({ ok: false, code: 'refused' })
    expect(start.result?.message).not.toBe(PERMISSION_MESSAGE)

    const swaps = { 'not-the-password': 'e2e-user-password' }
    for (const caller of [...INVALID_SESSIONS, 'user'] as const) {
      const result = actionResult(await (await replay(caller, start.recorded, swaps)).text())
      const code = caller === 'user' ? 'forbidden' : 'unauthenticated'
      expect(result, caller).toMatchObject({ ok: false, code })
    }
    await expectLoginRedirect(await replay('anonymous', start.recorded, swaps))
  })
})

// ---------------------------------------------------------------------------------------------
// 2b. Every staff server action the build contains × every caller
// ---------------------------------------------------------------------------------------------

type ManifestEntry = { filename: string; exportedName: string }

/** The server actions of this build (Next's manifest), by id. */
function builtActions(): Map<string, ManifestEntry> {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, ManifestEntry> }
  return new Map(Object.entries(manifest.node))
}

/** Actions anyone may call (lead forms, sign-in, password reset, sign-out). */
const PUBLIC_ACTIONS = [
  'submitConsultation',
  'submitLeadStep1',
  'submitLeadStep2',
  'signIn',
  'signOut',
  'requestPasswordReset',
  'resetPassword',
  'verifyTwoFactor',
]

const MISSING_ID = '00000000-0000-4000-8000-000000000000'
const EMPTY_FORM = '"$K1"'

/** Every staff action with arguments that harm nothing when they are let through. */
const STAFF_ACTIONS: Record<string, { args: string; adminOnly?: boolean }> = {
  submitDeveloper: { args: `[null,null,${EMPTY_FORM}]` },
  submitProject: { args: `[null,null,${EMPTY_FORM}]` },
  submitUnit: { args: `[null,null,${EMPTY_FORM}]` },
  deleteDeveloper: { args: `["${MISSING_ID}"]` },
  deleteProject: { args: `["${MISSING_ID}"]` },
  deleteUnit: { args: `["${MISSING_ID}"]` },
  startTwoFactorEnrolment: { args: `[null,${EMPTY_FORM}]` },
  confirmTwoFactorEnrolment: { args: `[null,${EMPTY_FORM}]` },
  disableTwoFactor: { args: `[null,${EMPTY_FORM}]` },
  changePassword: { args: `[null,${EMPTY_FORM}]` },
  changeLeadStatusAction: { args: `[null,${EMPTY_FORM}]` },
  assignLeadAction: { args: `[null,${EMPTY_FORM}]` },
  addLeadNoteAction: { args: `[null,${EMPTY_FORM}]` },
  resendLeadNotificationAction: { args: `[null,${EMPTY_FORM}]` },
  eraseLeadAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  submitLeadSettings: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  submitSiteSettings: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  restoreFromTrash: { args: `["unit","${MISSING_ID}"]`, adminOnly: true },
  purgeFromTrash: { args: `["unit","${MISSING_ID}"]`, adminOnly: true },
  inviteStaffAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  changeStaffRoleAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  deactivateStaffAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  reactivateStaffAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
}

test('every staff server action refuses callers without its role', async () => {
  const actions = [...builtActions()]
  const names = actions.map(([, entry]) => entry.exportedName)
  // A new action must be classified here, so it cannot slip past this test.
  expect(names.filter((name) => !PUBLIC_ACTIONS.includes(name) && !STAFF_ACTIONS[name])).toEqual([])
  expect(names).toEqual(expect.arrayContaining(Object.keys(STAFF_ACTIONS)))

  for (const [id, { exportedName }] of actions.filter(([, e]) => STAFF_ACTIONS[e.exportedName])) {
    const { args, adminOnly } = STAFF_ACTIONS[exportedName]!
    const call = (caller: Caller) =>
      callers[caller].post('/admin', {
        headers: {
          'next-action': id,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
          origin: baseURL,
        },
        data: args,
        maxRedirects: 0,
      })
    await expectLoginRedirect(await call('anonymous'), `${exportedName} as anonymous`)
    const others = CALLERS.filter((c) => c !== 'anonymous')
    const answers = await Promise.all(
      others.map(async (c) => actionResult(await (await call(c)).text())),
    )
    others.forEach((caller, index) => {
      const result = answers[index]!
      const allowed = caller === 'admin' || (caller === 'moderator' && !adminOnly)
      expect(result, `${exportedName} as ${caller}`).not.toBeNull()
      expect(refused(result), `${exportedName} as ${caller} refused`).toBe(!allowed)
      if (caller === 'moderator' && adminOnly) expect(result?.code).toBe('admin-only')
      expect(result?.ok, `${exportedName} as ${caller} succeeded`).not.toBe(true)
    })
  }
})

// ---------------------------------------------------------------------------------------------
// 3. Data endpoints
// ---------------------------------------------------------------------------------------------

test('better-auth’s HTTP endpoints are not exposed', async () => {
  for (const caller of ['anonymous', 'admin'] as const) {
    for (const path of ['get-session', 'list-sessions', 'session', 'ok', 'two-factor/enable']) {
      const response = await callers[caller].get(`/api/auth/${path}`, { maxRedirects: 0 })
      expect(response.status(), `GET /api/auth/${path} as ${caller}`).toBe(404)
    }
    const signInApi = await callers[caller].post('/api/auth/sign-in/email', {
      data: { email: 'admin@e2e.example', password: 'e2e-admin-password' },
      maxRedirects: 0,
    })
    expect(signInApi.status(), `POST /api/auth/sign-in/email as ${caller}`).toBe(404)
  }
})

test('the RSC payload of the admin lists carries data only for staff', async () => {
  // What the client router fetches on navigation (`_rsc` as Next expects it for these headers).
  const rsc = { headers: { RSC: '1' }, maxRedirects: 0 }
  for (const kind of ['developers', 'projects', 'units', 'leads']) {
    const path = `/admin/${kind}?_rsc`
    await expectLoginRedirect(await callers.anonymous.get(path, rsc), `${kind} as anonymous`)
    for (const caller of CALLERS.filter((c) => c !== 'anonymous')) {
      const response = await callers[caller].get(path, rsc)
      const body = await response.text()
      const staff = caller === 'moderator' || caller === 'admin'
      expect(response.status(), `${kind} as ${caller}`).toBe(200)
      expect(response.headers()['content-type'], `${kind} as ${caller}`).toContain(
        'text/x-component',
      )
      if (hasInvalidSession(caller)) {
        // The proxy lets the cookie through; the page's guard answers with a redirect to sign-in.
        expect(body, `${kind} as ${caller}`).toContain('NEXT_REDIRECT;replace;/admin/login;307;')
      }
      if (caller === 'user') expect(body).toContain('Access Denied')
      expect(leakedData(body, path).length > 0, `${kind} data in the RSC for ${caller}`).toBe(staff)
    }
  }
})

test('lead exports are admin only: moderators and users get 403, nobody signed in the sign-in page', async () => {
  for (const path of ['/admin/leads/export', '/admin/leads/conversions?stage=won']) {
    for (const caller of CALLERS) {
      const response = await callers[caller].get(path, { maxRedirects: 0 })
      const what = `${path} as ${caller}`
      if (caller === 'anonymous' || hasInvalidSession(caller)) {
        await expectLoginRedirect(response, what)
        continue
      }
      const body = await response.text()
      if (caller === 'admin') {
        expect(response.status(), what).toBe(200)
        expect(response.headers()['content-type'], what).toBe('text/csv; charset=utf-8')
        expect(response.headers()['cache-control'], what).toBe('no-store')
        continue
      }
      expect(response.status(), what).toBe(403)
      expect(body, what).toContain(caller === 'user' ? 'Access Denied' : 'Admin Access Required')
      expect(leakedData(body, path), what).toEqual([])
    }
  }
  // The admin's file holds the booked lead.
  const csv = await (await callers.admin.get(`/admin/leads/export?q=${seeded.leadName}`)).text()
  const [header, row] = parseCsv(csv.replace(/^\uFEFF/, ''))
  expect(row?.[header!.indexOf('Name')]).toBe(seeded.leadName)
})
