import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
