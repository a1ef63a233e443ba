import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Each house rule of `npm run lint` seen failing on a planted violation, and the allowed imports
// beside it passing: ESLint with the repository's eslint.config.mjs on code never written to
// disk, dependency-cruiser with .dependency-cruiser.cjs on a planted tree in a temporary folder.
const root = join(import.meta.dirname, '../..')

describe('ESLint house rules', () => {
  const eslint = new ESLint({ cwd: root })

  /** `rule: message` of each house-rule error for `code` linted as `filePath`. */
  async function errors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? [])
      .filter((m) => /^no-restricted-(syntax|imports|properties)$/.test(m.ruleId ?? ''))
      .map((m) => `${m.ruleId}: ${m.message}`)
  }

  it.each([
    ['app/admin/example/form.tsx', "import { roles } from '@/lib/db/schema/enums'"],
    ['components/admin/example.tsx', "export { roles } from '../../lib/db/schema/enums'"],
    ['lib/push/example.ts', "export const load = () => import('../db/schema')"],
  ])("a 'use client' module may not import lib/db (%s)", async (filePath, line) => {
    expect(await errors(filePath, `'use client'\n${line}\n`)).toEqual([
      "no-restricted-syntax: A 'use client' module would bundle the database layer (lib/db).",
    ])
  })

  it("a module that opens the database imports 'server-only'", async () => {
    const opens = "import { db } from '@/lib/db/client'\nexport const read = () => db()\n"
    expect(await errors('lib/staff/example.ts', opens)).toEqual([
      "no-restricted-syntax: A module that opens the database (lib/db/client) imports 'server-only'.",
    ])
    expect(await errors('lib/content/example.ts', opens.replace('@/lib/db', '../db'))).toHaveLength(
      1,
    )
    // With it, and on the server side (a route handler), the same import is allowed.
    expect(await errors('lib/staff/example.ts', `import 'server-only'\n${opens}`)).toEqual([])
    expect(await errors('app/api/example/route.ts', `import 'server-only'\n${opens}`)).toEqual([])
  })

  it.each([
    ['<form onSubmit={submit} />', 1],
    ['<form method="get" className="x" />', 1],
    ['<form method="post" onSubmit={submit} />', 0],
    ["<form method={'POST'} />", 0],
    ['<form action={submit} />', 0],
  ])('forms never submit as a GET: %s', async (form, count) => {
    const code = `export function F({ submit }: { submit: () => void }) {\n  return ${form}\n}\n`
    expect(await errors('components/site/example.tsx', code)).toHaveLength(count)
    expect(await errors('app/[locale]/example/page.tsx', code)).toHaveLength(count)
  })

  it('forms and buttons reach server actions through useActionForm, not useActionState', async () => {
    const own =
      "'use client'\nimport { useActionState } from 'react'\nexport const u = useActionState\n"
    expect(await errors('components/admin/example.tsx', own)).toEqual([
      "no-restricted-imports: 'useActionState' import from 'react' is restricted. Server actions go through useActionForm (components/forms/use-action-form).",
    ])
    const member = "import React from 'react'\nexport const u = React.useActionState\n"
    expect(await errors('app/admin/example/form.ts', member)).toHaveLength(1)
    expect(await errors('components/forms/use-action-form.ts', own)).toEqual([])
  })

  it.each([
    ['export async function GET() {\n  return new Response()\n}', 1],
    ['const handler = () => new Response()\nexport const POST = handler', 1],
    ["export const GET = staffRoute('leads.view', () => authorize('x'))", 1],
    ["export const GET = staffRoute('leads.view', () => new Response())", 0],
  ])('admin route handlers are made by staffRoute: %s', async (code, count) => {
    const file = `import { staffRoute } from '@/lib/actions/staff-route'\nimport { authorize } from '@/lib/auth/authorize'\nvoid authorize\n${code}\n`
    expect(await errors('app/admin/(portal)/example/route.ts', file)).toHaveLength(count)
  })
})

/** Planted modules: path → the modules it imports (each written as `import { x }`). */
const planted: Record<string, string> = {
  // ui-database
  'components/site/a.tsx': "import { db } from '@/lib/db/client'",
  'app/[locale]/p/_components/b.tsx': "import type { Row } from '../../../../lib/db/schema/rows'",
  'app/api/probe/route.ts': "import { sql } from 'drizzle-orm'",
  // public-back-office
  'app/[locale]/page.tsx': "import { pipeline } from '@/lib/lead-inbox/pipeline'",
  'components/site/c.tsx': "import { Menu } from '@/components/admin/menu'",
  // capture-inbox (a dynamic import)
  'lib/leads/e.ts': "export const load = () => import('@/lib/lead-inbox/pipeline')",
  // auth-leads
  'lib/auth/g.ts': "import { assign } from '../lead-routing/assign'",
  'lib/account/i.ts': "import { store } from '@/lib/leads/store'",
  // mail-own-domain
  'lib/mail/k.ts': "import { invite } from '@/lib/staff/staff-actions'",
  // lib-ui (a re-export)
  'lib/content/l.ts': "export { Page } from '@/app/admin/page'",
  // domain-internals
  'lib/staff/m.ts': "import { save } from '@/lib/admin/units/save-unit'",
  // lib-cycles: push → trash → push, the way back type-only
  'lib/push/o.ts': "import { restore } from '@/lib/trash/restore'",
  'lib/trash/restore.ts': "import type { Device } from '@/lib/push/device'",
  // lib-root-leaves
  'lib/env.ts': "import { log } from '@/lib/server/log'",
  // Allowed: each of these imports breaks no rule.
  'components/site/ok.tsx': "import { page } from '@/lib/content/get-page'",
  'app/admin/(portal)/leads/page.tsx':
    "import { pipeline } from '@/lib/lead-inbox/pipeline'\nimport { save } from '@/lib/admin/units/save-unit'",
  'lib/leads/ok.ts': "import { assign } from '@/lib/lead-routing/assign'",
  'lib/staff/ok.ts':
    "import { db } from '@/lib/db/client'\nimport type { Row } from '@/lib/db/schema/rows'\nimport { sql } from 'drizzle-orm'",
  'lib/boot/start.ts': "import { work } from '@/lib/mail/outbox/worker'",
}
const expected = [
  'ui-database: app/[locale]/p/_components/b.tsx → lib/db/schema/rows.ts',
  'ui-database: app/api/probe/route.ts → node_modules/drizzle-orm/index.js',
  'ui-database: components/site/a.tsx → lib/db/client.ts',
  'public-back-office: app/[locale]/page.tsx → lib/lead-inbox/pipeline.ts',
  'public-back-office: components/site/c.tsx → components/admin/menu.tsx',
  'capture-inbox: lib/leads/e.ts → lib/lead-inbox/pipeline.ts',
  'auth-leads: lib/account/i.ts → lib/leads/store.ts',
  'auth-leads: lib/auth/g.ts → lib/lead-routing/assign.ts',
  'mail-own-domain: lib/mail/k.ts → lib/staff/staff-actions.ts',
  'lib-ui: lib/content/l.ts → app/admin/page.tsx',
  'domain-internals: lib/staff/m.ts → lib/admin/units/save-unit.ts',
  'lib-cycles: lib/push → lib/trash',
  'lib-cycles: lib/trash → lib/push',
  'lib-root-leaves: lib/env.ts → lib/server/log.ts',
]

describe('dependency-cruiser house rules', () => {
  let tree: string
  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'lint-rules-'))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true })
      writeFileSync(join(tree, path), text)
    }
    write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }))
    write('node_modules/drizzle-orm/package.json', '{"name":"drizzle-orm","main":"index.js"}')
    write('node_modules/drizzle-orm/index.js', 'export const sql = 1\n')
    const targets = new Set<string>()
    for (const [path, imports] of Object.entries(planted)) {
      write(path, `${imports}\n`)
      for (const [, specifier] of imports.matchAll(/'(@\/[^']+|\.[^']+)'/g)) {
        const target = specifier!.startsWith('@/')
          ? specifier!.slice(2)
          : join(dirname(path), specifier!)
        targets.add(target)
      }
    }
    for (const target of targets) {
      if (Object.keys(planted).some((path) => path.replace(/\.tsx?$/, '') === target)) continue
      const name = /\/(app|components)\//.test(`/${target}`) ? `${target}.tsx` : `${target}.ts`
      write(name, 'export const x = 1\n')
    }
  })
  afterAll(() => rmSync(tree, { recursive: true, force: true }))

  it('reports each planted import under its rule, and nothing else', async () => {
    const { stdout } = await promisify(execFile)(
      join(root, 'node_modules/.bin/depcruise'),
      [
        '--config',
        join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
        'app',
        'components',
        'lib',
      ],
      { cwd: tree, maxBuffer: 16 * 1024 * 1024 },
    ).catch((failed: { stdout: string }) => failed)
    const { summary } = JSON.parse(stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] }
    }
    const found = summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
    expect([...new Set(found)].sort()).toEqual([...expected].sort())
  }, 60_000)
})
