import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test('developer page: hero, its call to action scrolls to the projects, about, title with brand', async ({
  page,
}) => {
  await page.goto('/developers/nile-crest')
  await waitForHydration(page)
  await expect(page).toHaveTitle(/\| Masar Property Advisory$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nile Crest Developments')
  // The developer's own call to action books a consultation; Explore Projects scrolls.
  await expect(page.getByRole('link', { name: 'Talk to an advisor' })).toHaveAttribute(
    'href',
    '/#consultation',
  )
  await page.getByRole('link', { name: 'Explore Projects' }).click()
  await expect(page.getByRole('heading', { name: 'Nile Crest projects' })).toBeInViewport()
  await expect(page.getByRole('heading', { name: 'About Nile Crest' })).toBeVisible()

  await page.goto('/developers/nile-crest/ar')

  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'استكشف المشروعات' })).toHaveAttribute(
    'href',
    '#projects',
  )
  await expect(page.getByRole('link', { name: 'كلّم مستشار' })).toHaveAttribute(
    'href',
    '/ar#consultation',
  )
  await expect(page).toHaveTitle(/\| مسار للاستشارات العقارية$/)
})
