import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { actionResult, recordAction, replayAction, type RecordedAction } from './action-replay'
import { pickMedia } from './admin-content-support'
import {
  callers,
  countListed,
  expectLoginRedirect,
  INVALID_SESSIONS,
  RECORD_ID,
  setUpCallers,
  type Caller,
} from './authorization-support'
import { waitForHydration } from './support'

/** Server actions recorded in the admin's browser, then called directly by every caller. */

setUpCallers({ seed: false })

/** My Account's two-factor section (the page also has the change-password form). */
const twoFactorBox = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' })

/** Sends a recorded action again as another caller, with parts of the body swapped. */
const replay = (
  caller: Caller,
  action: RecordedAction,
  swaps: Record<string, string> = {},
  url = action.url,
) => replayAction(callers[caller], action, swaps, url)

/** The shared refusal's message key (worded in the portal's language where shown). */
const PERMISSION_MESSAGE = 'errors.forbidden'

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
  // A sales rep works leads only: no content.
  { caller: 'sales', refusal: 'forbidden' },
]

async function expectRefused(response: APIResponse, refusal: Refusal, attempt: string) {
  if (refusal === 'sign-in redirect') return expectLoginRedirect(response, attempt)
  const result = actionResult(await response.text())
  if (refusal === 'no result') return expect(result?.ok, attempt).not.toBe(true)
  expect(result, attempt).toMatchObject({ ok: false, code: refusal })
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

/**
 * The smallest valid form of each entity; names carry the slug so a search finds them. Pictures
 * are seeded library items (with alt text), chosen through the pickers.
 */
const ENTITIES: Entity[] = [
  {
    kind: 'developers',
    noun: 'Developer',
    nameLabel: 'Name',
    publicPath: (slug) => `/developers/${slug}`,
    fill: async (page, slug) => {
      await fillTab(page, 'Basic Info', { Slug: slug })
      await pickMedia(page, page, 'Logo', 'nile-crest-logo.webp')
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
      await tabField(page, 'Basic Info', 'Developer').selectOption({
        label: 'Nile Crest Developments',
      })
      await fillTab(page, 'Basic Info', { Slug: slug, 'Base path': `/${slug}` })
      await pickMedia(page, page, 'Logo', 'capital-heights-logo.webp')
      await pickMedia(page, page, 'Thumbnail', 'capital-heights-thumbnail.webp')
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
      await tabField(page, 'Basic Info', 'Project').selectOption({ label: 'The Crest Residence' })
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
      // The new record opens.
      await expect(page).toHaveURL(new RegExp(`/admin/${kind}/${adminId}$`))

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
    // Recorded as a moderator: an admin has two-factor on already (required of admins), so
    // their account page offers a new device instead of the enrolment form.
    await page.context().addCookies((await callers.moderator.storageState()).cookies)
    await page.goto('/admin/account')
    await waitForHydration(page)
    // A wrong password: the moderator's enrolment fails, nothing is stored.
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
