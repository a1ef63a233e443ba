import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The repository's own eslint.config.mjs (what `npm run lint` runs), on code that is never
// written to disk: each forbidden direction is reported, the allowed imports beside it are not.
const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries-'))
    .map((message) => `${message.ruleId}: ${message.message}`)
}

const importing = (specifier: string) => `import { x } from '${specifier}'\nexport const y = x\n`

describe('import boundaries (lint)', () => {
  it.each([
    ['UI → database', 'components/site/example.tsx', '@/lib/db/client', 'ui-database'],
    [
      'UI → database (relative)',
      'components/admin/example.ts',
      '../../lib/db/schema',
      'ui-database',
    ],
    [
      'public → back office',
      'app/[locale]/example/page.tsx',
      '@/lib/lead-inbox/pipeline',
      'public-back-office',
    ],
    [
      'public → admin components',
      'components/site/example.tsx',
      '@/components/admin/shell/user-menu',
      'public-back-office',
    ],
    [
      'public → activity',
      'app/[locale]/[slug]/example.tsx',
      '@/lib/activity/actor-of',
      'public-back-office',
    ],
    [
      'lead capture → lead inbox',
      'lib/leads/example.ts',
      '@/lib/lead-inbox/assign-lead',
      'capture-inbox',
    ],
    ['auth → leads', 'lib/auth/example.ts', '@/lib/leads/store-lead', 'auth-leads'],
    ['auth → lead-*', 'lib/auth/example.ts', '../lead-routing/assign-new-leads', 'auth-leads'],
    ['account → lead-*', 'lib/account/example.ts', '@/lib/lead-chase/business-hours', 'auth-leads'],
    ['lib → components', 'lib/mail/example.ts', '@/components/ui/button', 'lib-ui'],
    ['lib → app', 'lib/content/example.ts', '@/app/admin/layout', 'lib-ui'],
  ])('%s is an error', async (_name, filePath, specifier, rule) => {
    const errors = await boundaryErrors(filePath, importing(specifier))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(`boundaries-${rule}/imports`)
  })

  it("a 'use client' module anywhere may not import lib/db", async () => {
    const code = `'use client'\n${importing('@/lib/db/schema/enums')}`
    expect(await boundaryErrors('app/admin/example/form.tsx', code)).toHaveLength(1)
    // The same import on the server side of app/ is allowed (a route handler, a server page).
    expect(await boundaryErrors('app/api/example/route.ts', importing('@/lib/db/client'))).toEqual(
      [],
    )
  })

  it('re-exports and dynamic imports count as imports', async () => {
    expect(
      await boundaryErrors('lib/staff/example.ts', "export { x } from '@/app/page'\n"),
    ).toHaveLength(1)
    const lazy = "export const load = () => import('@/lib/lead-inbox/list-leads')\n"
    expect(await boundaryErrors('lib/leads/example.ts', lazy)).toHaveLength(1)
  })

  it.each([
    ['public → content reads', 'components/site/example.tsx', '@/lib/content/get-project-page'],
    ['admin UI → plain enums', 'components/admin/example.tsx', '@/lib/enums/lead-statuses'],
    [
      'admin route → lead inbox',
      'app/admin/(portal)/leads/example.tsx',
      '@/lib/lead-inbox/list-leads',
    ],
    ['lead capture → lead routing', 'lib/leads/example.ts', '@/lib/lead-routing/assign-new-leads'],
    ['lib → lib/db', 'lib/staff/example.ts', '@/lib/db/client'],
    ['a package', 'components/site/example.tsx', 'drizzle-orm'],
  ])('%s is allowed', async (_name, filePath, specifier) => {
    expect(await boundaryErrors(filePath, importing(specifier))).toEqual([])
  })
})
