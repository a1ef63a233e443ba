import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { discoverPublicLinks } from './support'

test('public pages have no serious or critical axe violations in either language', async ({
  page,
  request,
}) => {
  const links = await discoverPublicLinks(request)
  const pages = [
    '/',
    '/ar',
    links.projects[0]!,
    `${links.projects[0]}/ar`,
    links.developers[0]!,
    `${links.developers[0]}/ar`,
  ]
  for (const path of pages) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([])
  }
})
