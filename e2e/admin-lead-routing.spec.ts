import { expect, test, type Page } from '@playwright/test'
import { runSuffix } from './admin-content-support'
import { accounts, expectToast, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { bookConsultation } from './lead-post'
import { waitForHydration } from './support'

const routingForm = (page: Page) => page.getByRole('form', { name: 'Automatic assignment' })

/** Settings › Leads › Automatic assignment: on with these reps in the rotation, or off. */
async function setRouting(page: Page, reps: string[] | null) {
  await page.goto('/admin/settings')
  await waitForHydration(page)
  const form = routingForm(page)
  await form.getByLabel(reps ? /next rep in turn/ : /Wait in the inbox/).check()
  // Re-routing needs the rotation: off with it (another test sets it).
  if (!reps) await form.getByLabel(/Leave the lead with its rep/).check()
  for (const box of await form.getByRole('checkbox').all()) await box.uncheck()
  for (const email of reps ?? []) {
    await form
      .getByRole('group', { name: 'Reps in the rotation' })
      .getByLabel(new RegExp(email.replace('.', '\\.')))
      .check()
  }
  await form.getByRole('button', { name: 'Save automatic assignment' }).click()
  await expectToast(page, 'Automatic assignment saved')
}

/** My Account › Availability: away, or back. */
async function setAway(page: Page, away: boolean) {
  await page.goto('/admin/account')
  await waitForHydration(page)
  await page.getByRole('button', { name: away ? 'I’m away' : 'I’m back' }).click()
  await expectToast(page, away ? 'You are away' : 'You are available')
  await expect(page.getByRole('button', { name: away ? 'I’m back' : 'I’m away' })).toBeVisible()
}

/** The inbox rows of this test's leads, found by their names' shared suffix. */
async function inboxRows(page: Page, suffix: string, count: number) {
  await page.goto(`/admin/leads?q=${suffix}`)
  const rows = page.getByRole('row').filter({ hasText: suffix })
  await expect(rows).toHaveCount(count)
  return rows
}

// @quiet: Settings › Automatic assignment is one for the whole site.
test(
  're-routing is set beside the rotation: its minutes and its need of the rotation are checked at the fields, then saved',
  { tag: '@quiet' },
  async ({ page }) => {
    await signIn(page, 'admin')
    try {
      await page.goto('/admin/settings')
      await waitForHydration(page)
      const form = routingForm(page)
      const minutes = form.getByLabel('Minutes without a first response before it moves')
      await expect(minutes).toHaveValue('15')
      await form.getByLabel(/Wait in the inbox/).check()
      await form.getByLabel('Move it to the next rep in the rotation').check()
      await minutes.fill('0')
      await form.getByRole('button', { name: 'Save automatic assignment' }).click()
      await expectToast(page, 'Automatic assignment not saved')
      await expect(form.getByText('At least 1 minute')).toBeVisible()
      await expect(minutes).toHaveAttribute('aria-invalid', 'true')

      await minutes.fill('20')
      await form.getByRole('button', { name: 'Save automatic assignment' }).click()
      await expect(
        form.getByText(
          'Re-routing moves leads round the rotation: choose “Go to the next rep in turn” for new leads first',
        ),
      ).toBeVisible()
      expect(await seriousViolations(page, 'automatic assignment with re-routing refused')).toEqual(
        [],
      )

      await form.getByLabel(/next rep in turn/).check()
      await form.getByRole('button', { name: 'Save automatic assignment' }).click()
      await expectToast(page, 'Automatic assignment saved')
      await page.reload()
      await expect(
        routingForm(page).getByLabel('Move it to the next rep in the rotation'),
      ).toBeChecked()
      await expect(
        routingForm(page).getByLabel('Minutes without a first response before it moves'),
      ).toHaveValue('20')
    } finally {
      await page.goto('/admin/settings')
      await waitForHydration(page)
      const form = routingForm(page)
      await form.getByLabel(/Wait in the inbox/).check()
      await form.getByLabel(/Leave the lead with its rep/).check()
      await form.getByLabel('Minutes without a first response before it moves').fill('15')
      await form.getByRole('button', { name: 'Save automatic assignment' }).click()
      await expectToast(page, 'Automatic assignment saved')
    }
  },
)

// @quiet: the rotation is a global setting, and an away rep gets no lead from any test.
test(
  'round-robin: three leads sent on the public site appear in an open inbox without reload, two reps → 2 and 1, each told in the timeline; an away rep is passed by until back',
  { tag: '@quiet' },
  async ({ page, browser }) => {
    test.setTimeout(120_000)
    await signIn(page, 'admin')
    const visitor = await browser.newPage()
    const moderator = await browser.newPage()
    let away = false
    try {
      await setRouting(page, [accounts.admin.email, accounts.moderator.email])
      expect(await seriousViolations(page, 'settings with automatic assignment')).toEqual([])
      const suffix = runSuffix()
      // The inbox is open on this search before the leads exist, and stays open: live.
      await page.goto(`/admin/leads?q=${suffix}`)
      await expect(page.getByRole('status').filter({ hasText: 'Live:' })).toBeVisible()
      const waiting = Number(/^\((\d+)\) Leads/.exec(await page.title())?.[1] ?? 0)
      await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true))
      for (const n of [1, 2, 3]) await bookConsultation(visitor, `Routed ${suffix} ${n}`)
      const rows = page.getByRole('row').filter({ hasText: suffix })
      await expect(rows).toHaveCount(3)
      expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      )
      const byAdmin = await rows.filter({ hasText: 'Site Admin' }).count()
      const byModerator = await rows.filter({ hasText: 'Content Moderator' }).count()
      expect([byAdmin, byModerator].sort()).toEqual([1, 2])
      // The tab title counts the New leads waiting for the admin: theirs and nobody's.
      await expect(page).toHaveTitle(new RegExp(`^\\(${waiting + byAdmin}\\) Leads`))

      // The lead page says how it was assigned.
      await rows.first().getByRole('link').first().click()
      await expect(page.getByText(/^Assigned automatically to /)).toBeVisible()
      await expect(page.getByText(/^Round-robin, turn \d+$/)).toBeVisible()
      // Newest first: the assignment above the lead's arrival, which it followed.
      const timeline = page
        .getByRole('listitem')
        .filter({ hasText: /^(Assigned automatically|Received from)/ })
      await expect(timeline.first()).toContainText('Assigned automatically to')
      await expect(timeline.last()).toContainText('Received from the consultation form')

      // The moderator goes away: the next two leads both go to the admin.
      await signIn(moderator, 'moderator')
      await setAway(moderator, true)
      away = true
      const awaySuffix = runSuffix()
      for (const n of [1, 2]) await bookConsultation(visitor, `Routed ${awaySuffix} ${n}`)
      const awayRows = await inboxRows(page, awaySuffix, 2)
      await expect(awayRows.filter({ hasText: 'Site Admin' })).toHaveCount(2)
    } finally {
      if (away) await setAway(moderator, false)
      await setRouting(page, null)
    }
  },
)
