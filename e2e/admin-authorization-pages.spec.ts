import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import {
  CALLERS,
  callers,
  expectLoginRedirect,
  hasInvalidSession,
  leakedData,
  seeded,
  setUpCallers,
  type Caller,
} from './authorization-support'

/** Every admin page × every caller: the sign-in page, a guard's refusal or the page itself. */

setUpCallers({ seed: true })

type Answer = 'sign-in' | 'Access Denied' | 'Admin Access Required' | 'page' | 'their leads'

const GUARD_MESSAGES = {
  'Access Denied': 'permission to access this area.',
  'Admin Access Required': 'This section is only accessible to administrators.',
} as const

/** What a route is for, and so who may open it (written out here, not read from the code). */
type Area = 'content' | 'leads' | 'team leads' | 'administration' | 'account'

const ALLOWED: Record<Area, Caller[]> = {
  content: ['moderator', 'admin'],
  // A sales rep: their own leads and those nobody has (the seeded lead is nobody's).
  leads: ['sales', 'moderator', 'admin'],
  'team leads': ['moderator', 'admin'],
  administration: ['admin'],
  account: ['sales', 'moderator', 'admin'],
}

type AdminRoute = { path: string; heading: string; area: Area }

const ADMIN_ROUTES: AdminRoute[] = [
  { path: '/admin', heading: 'Dashboard', area: 'content' },
  { path: '/admin/developers', heading: 'Developers', area: 'content' },
  { path: '/admin/developers/new', heading: 'New Developer', area: 'content' },
  { path: '/admin/developers/{developer}', heading: 'Edit Developer', area: 'content' },
  { path: '/admin/projects', heading: 'Projects', area: 'content' },
  { path: '/admin/projects/new', heading: 'New Project', area: 'content' },
  { path: '/admin/projects/{project}', heading: 'Edit Project', area: 'content' },
  { path: '/admin/units', heading: 'Units', area: 'content' },
  { path: '/admin/units/new', heading: 'New Unit', area: 'content' },
  { path: '/admin/units/{unit}', heading: 'Edit Unit', area: 'content' },
  { path: '/admin/leads', heading: 'Leads', area: 'leads' },
  { path: '/admin/leads/report', heading: 'Lead report', area: 'team leads' },
  { path: '/admin/leads/ad-spend', heading: 'Ad spend', area: 'team leads' },
  { path: '/admin/leads/{lead}', heading: '{leadName}', area: 'leads' },
  { path: '/admin/media', heading: 'Media Library', area: 'content' },
  { path: '/admin/media/{media}', heading: '{mediaName}', area: 'content' },
  { path: '/admin/activity', heading: 'Activity Log', area: 'content' },
  { path: '/admin/settings', heading: 'Settings', area: 'administration' },
  { path: '/admin/trash', heading: 'Trash', area: 'content' },
  { path: '/admin/staff', heading: 'Staff', area: 'administration' },
  { path: '/admin/account', heading: 'My Account', area: 'account' },
]

/** Spec §5/§6: what each caller gets on a route. */
function expectedAnswer(caller: Caller, route: AdminRoute): Answer {
  if (caller === 'anonymous' || hasInvalidSession(caller)) return 'sign-in'
  if (ALLOWED[route.area].includes(caller)) return 'page'
  // A sales rep's home is their leads: the dashboard sends them there.
  if (caller === 'sales' && route.path === '/admin') return 'their leads'
  if (caller === 'moderator') return 'Admin Access Required'
  return 'Access Denied'
}

const resolvePath = (path: string) =>
  path.replace(
    /\{(developer|project|unit|lead|media)\}/,
    (_, kind: 'developer' | 'project' | 'unit' | 'lead' | 'media') => seeded[kind],
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
          const title = route.heading
            .replace('{leadName}', seeded.leadName)
            .replace('{mediaName}', seeded.mediaName)
          // A record's name may be isolated for bidirectional text (<bdi>).
          const heading = new RegExp(`<h1[^>]*>(?:<bdi[^>]*>)?${title}(?:</bdi>)?</h1>`)
          if (answer === 'sign-in') {
            await expectLoginRedirect(response)
          } else if (answer === 'their leads') {
            expect(response.status()).toBe(307)
            expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe(
              '/admin/leads',
            )
            return
          } else {
            expect(response.status()).toBe(200)
          }
          if (answer === 'page') {
            expect(body).toMatch(heading)
            // Not the guard's answer (its words are in the page's catalogue, not in its heading).
            expect(body).not.toMatch(/<h1[^>]*>Access Denied<\/h1>/)
            expect(body).not.toMatch(/<h1[^>]*>Admin Access Required<\/h1>/)
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
    await expect(anonymous.page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Funits$/)
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
