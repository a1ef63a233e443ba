import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
} from '@playwright/test'
import { baseURL } from '../playwright.config'
import { catalogueLeaves } from '../tests/support/catalogue-leaves'
import { signIn, signInWithForm, type AccountRole } from './admin-support'
import { waitForHydration } from './support'

/**
 * The authorization matrix (spec §5 route guard, §6 roles): every admin page, every staff
 * server action and the data they carry, for every kind of caller. Pages and actions are
 * requested directly (Playwright's request context), the way an attacker would, not only
 * through the UI.
 */

const SESSION_COOKIE = 'masar.session_token'

/** Who calls: nobody, three session cookies that are no (longer) good, the seeded accounts. */
export const CALLERS = [
  'anonymous',
  'forged',
  'tampered',
  'signed-out',
  'user',
  'sales',
  'moderator',
  'admin',
] as const
export type Caller = (typeof CALLERS)[number]

/** A session cookie the proxy lets through (it only sees that one is there) but is not valid. */
export const INVALID_SESSIONS = ['forged', 'tampered', 'signed-out'] as const satisfies Caller[]
export const hasInvalidSession = (caller: Caller) =>
  (INVALID_SESSIONS as readonly Caller[]).includes(caller)

export const callers = {} as Record<Caller, APIRequestContext>
/** Ids of seeded records, and every name, slug and id the admin lists show (data that must not leak). */
export const seeded = {
  developer: '',
  project: '',
  unit: '',
  lead: '',
  leadName: '',
  media: '',
  mediaName: '',
  secrets: [] as string[],
}

/** An 8×8 PNG: about the smallest file the media library takes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQj0vGihiGlgQA0QM4AVGkrSYAAAAASUVORK5CYII=',
  'base64',
)

/** POST /admin/media/upload as a caller: the file's bytes as the body, its name in a header. */
export const uploadAs = (caller: Caller, name: string, headers: Record<string, string> = {}) =>
  callers[caller].post('/admin/media/upload', {
    headers: {
      origin: baseURL,
      'x-file-name': encodeURIComponent(name),
      'content-type': 'image/png',
      ...headers,
    },
    data: TINY_PNG,
    maxRedirects: 0,
  })

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

export const RECORD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

/**
 * The spec file's hooks: a request context for every caller and, with `seed`, a booked lead,
 * an uploaded library item and the seeded records whose data the answers must not leak.
 */
export function setUpCallers({ seed }: { seed: boolean }) {
  test.beforeAll(async ({ browser, playwright }) => {
    // An admin's form sign-in may wait a step or two of the authenticator's clock for its turn.
    test.setTimeout(180_000)
    Object.assign(seeded, {
      developer: '',
      project: '',
      unit: '',
      lead: '',
      leadName: '',
      media: '',
      mediaName: '',
      secrets: [],
    })
    const lead = seed ? await bookConsultation(browser) : null
    const cookieFor = async (role: AccountRole, { thenSignOut = false } = {}) => {
      const context = await browser.newContext({ baseURL })
      const page = await context.newPage()
      // The caller to sign out gets a session of its own: the role's saved one stays valid.
      await (thenSignOut ? signInWithForm(page, role) : signIn(page, role))
      const state = await context.storageState()
      if (thenSignOut) {
        await page.getByRole('button', { name: /^Account menu for/ }).click()
        await page.getByRole('menuitem', { name: 'Sign Out' }).click()
        await expect(page).toHaveURL(/\/admin\/login$/)
      }
      await context.close()
      return state
    }
    const [user, sales, moderator, admin, signedOut] = await Promise.all([
      cookieFor('user'),
      cookieFor('sales'),
      cookieFor('moderator'),
      cookieFor('admin'),
      // A moderator's: an admin's form sign-in waits its turn on the authenticator's clock.
      cookieFor('moderator', { thenSignOut: true }),
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
      if (caller === 'user' || caller === 'sales' || caller === 'moderator' || caller === 'admin') {
        return { baseURL, storageState: { user, sales, moderator, admin }[caller] }
      }
      const cookie = `${SESSION_COOKIE}=${encodeURIComponent(invalidSessions[caller])}`
      return { baseURL, extraHTTPHeaders: { cookie } }
    }
    for (const caller of CALLERS) {
      callers[caller] = await playwright.request.newContext(contextOptions(caller))
    }
    if (lead) await seedRecords(lead)
  })

  test.afterAll(async () => {
    await Promise.all(Object.values(callers).map((context) => context.dispose()))
  })
}

/** Ids, names and slugs of the listed records, the booked lead and a new library item. */
async function seedRecords(lead: Awaited<ReturnType<typeof bookConsultation>>) {
  const listed = async (path: string) => {
    const streamed = await (await callers.admin.get(path)).text()
    // A name the page streamed in later (a <template id="P:n"> placeholder, its text in
    // <div hidden id="S:n">) is put back in its place, as the browser does.
    const late = new Map(
      [...streamed.matchAll(/<div hidden id="S:(\d+)">([^<]+)<\/div>/g)].map((m) => [m[1]!, m[2]!]),
    )
    const html = streamed.replace(
      /<template id="P:(\d+)"><\/template>/g,
      (all, n: string) => late.get(n) ?? all,
    )
    const rows = [...html.matchAll(/href="\/admin\/\w+\/([0-9a-f-]{36})"[^>]*>([^<]+)</g)]
    const slugs = [...html.matchAll(/<code class="text-xs">([^<]+)<\/code>/g)].map((m) => m[1]!)
    return { rows, slugs }
  }
  // A seeded record of each kind, which no test changes or deletes: the lists' first rows are
  // often other tests' records, gone any moment.
  const seededRecords = [
    ['developers', () => 'q=nile-crest', 'Nile Crest Developments'],
    ['projects', () => 'q=the-crest-residence', 'The Crest Residence'],
    ['units', () => `project=${seeded.project}&q=Two-Bedroom`, 'Two-Bedroom Apartment'],
  ] as const
  for (const [kind, search, name] of seededRecords) {
    const { rows, slugs } = await listed(`/admin/${kind}`)
    expect(rows.length, `the seeded ${kind} are listed for the admin`).toBeGreaterThan(2)
    seeded.secrets.push(...rows.flatMap(([, id, name]) => [id!, name!]), ...slugs)
    const found = (await listed(`/admin/${kind}?${search()}`)).rows.find((row) => row[2] === name)
    expect(found, `${name} is found in the ${kind} list`).toBeTruthy()
    seeded[kind.slice(0, -1) as 'developer' | 'project' | 'unit'] = found![1]!
    seeded.secrets.push(found![1]!, name)
  }
  const inbox = await (await callers.admin.get(`/admin/leads?q=${lead.email}`)).text()
  seeded.lead = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)?.[1] ?? ''
  expect(seeded.lead, 'the booked lead is in the inbox').toMatch(RECORD_ID)
  seeded.leadName = lead.name
  seeded.secrets.push(seeded.lead, lead.name, lead.email, '+201009876543')

  seeded.mediaName = `authz-media-${Date.now().toString(36)}.png`
  const uploaded = await (await uploadAs('admin', seeded.mediaName)).json()
  seeded.media = uploaded?.data?.item?.id ?? ''
  expect(seeded.media, 'the admin uploaded a library item').toMatch(RECORD_ID)
  seeded.secrets.push(seeded.media, seeded.mediaName)
}

/** Seeded names, slugs and ids in a response body (the id in the requested address aside). */
/**
 * Every English text of the catalogues: a record named like one ("Studio", a unit type's word)
 * is no leak where the page carries that word for its own use.
 */
const catalogueTexts = new Set(
  readdirSync('messages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && /(^|\/)en(\/|\.json$)/.test(file))
    .flatMap((file) => [
      ...catalogueLeaves(JSON.parse(readFileSync(join('messages', file), 'utf8'))).values(),
    ]),
)

export function leakedData(body: string, path: string) {
  return [...new Set(seeded.secrets)].filter(
    (secret) => body.includes(secret) && !path.includes(secret) && !catalogueTexts.has(secret),
  )
}

export async function expectLoginRedirect(response: APIResponse, what = 'redirected') {
  expect(response.status(), what).toBe(307)
  expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe('/admin/login')
}

/** The admin list's result count for a search. */
export async function countListed(kind: string, search: string) {
  const html = await (await callers.admin.get(`/admin/${kind}?q=${search}`)).text()
  const count = /(\d+)(?:<!-- -->)? result\(s\)/.exec(html)
  return count ? Number(count[1]) : 0
}
