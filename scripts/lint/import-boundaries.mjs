// ESLint rule `masar/import-boundaries`: imports that cross a boundary the architecture forbids
// (docs/ARCHITECTURE.md, Layers). The file's side is chosen by the config's `files` globs; the
// rule resolves what it imports (`@/…` or relative) to a repository path and refuses the
// folders listed. Plain matching on the resolved path, so `../../lib/db` is caught like
// `@/lib/db`; packages are never matched.
import { dirname, relative, resolve } from 'node:path'

/** The repository root: `@/` in tsconfig.json's paths. */
const root = resolve(dirname(new URL(import.meta.url).pathname), '../..')

/** The repository path an import names, or null for a package. */
function resolvedPath(filename, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2)
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(filename), specifier))
  return null
}

/** `lib/db` matches lib/db, lib/db/… and lib/db.ts; `lib/lead-*` any lib/lead-… folder. */
function matches(path, pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
  return new RegExp(`^${escaped}(?:/|\\.[cm]?[jt]sx?$|$)`).test(path)
}

/** A module whose first statement is the 'use client' directive. */
const isClientModule = (program) =>
  program.body.some(
    (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
  )

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports across the layers of docs/ARCHITECTURE.md' },
    schema: [
      {
        type: 'object',
        properties: {
          disallow: { type: 'array', items: { type: 'string' } },
          /** Only in modules that start with 'use client'. */
          clientModulesOnly: { type: 'boolean' },
          because: { type: 'string' },
        },
        required: ['disallow', 'because'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "'{{specifier}}' ({{path}}) may not be imported here: {{because}}",
    },
  },
  create(context) {
    const { disallow, clientModulesOnly = false, because } = context.options[0]
    const filename = context.physicalFilename ?? context.filename
    let applies = !clientModulesOnly
    const check = (source) => {
      if (!applies || !source || typeof source.value !== 'string') return
      const path = resolvedPath(filename, source.value)
      if (path && disallow.some((pattern) => matches(path, pattern)))
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { specifier: source.value, path, because },
        })
    }
    return {
      Program(program) {
        if (clientModulesOnly) applies = isClientModule(program)
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

const publicSide = ['app/\\[locale\\]/**', 'components/site/**']
/** Back office folders: the public site reaches none of them. */
const backOffice = [
  'lib/admin',
  'lib/lead-inbox',
  'lib/lead-routing',
  'lib/lead-chase',
  'lib/lead-report',
  'lib/lead-live',
  'lib/push',
  'lib/push-sender',
  'lib/lead-alerts',
  'lib/staff',
  'lib/trash',
  'lib/activity',
  'components/admin',
]

/**
 * The boundaries as flat-config blocks (eslint.config.mjs spreads them; the unit test lints with
 * them alone). Each has a rule name of its own: a file on two sides (components/site is UI and
 * public) gets both checks, where one rule's options in a later block would replace the other's.
 */
export const boundaryConfigs = [
  [
    'ui-database',
    ['components/**'],
    ['lib/db'],
    'UI reads data through lib/<domain>, never lib/db',
  ],
  [
    'client-database',
    ['**/*.{ts,tsx}'],
    ['lib/db'],
    "a 'use client' module would bundle the database layer",
    true,
  ],
  ['public-back-office', publicSide, backOffice, 'the public site does not reach the back office'],
  [
    'capture-inbox',
    ['lib/leads/**'],
    ['lib/lead-inbox'],
    'lead capture stores leads; the inbox reads them, not the other way round',
  ],
  [
    'auth-leads',
    ['lib/auth/**', 'lib/account/**'],
    ['lib/leads', 'lib/lead-*'],
    'auth and accounts know nothing of leads',
  ],
  ['lib-ui', ['lib/**'], ['app', 'components'], 'lib/ is below the routes and components'],
].map(([name, files, disallow, because, clientModulesOnly = false]) => ({
  name: `masar/boundaries/${name}`,
  files,
  plugins: { [`boundaries-${name}`]: { rules: { imports: importBoundaries } } },
  rules: {
    [`boundaries-${name}/imports`]: ['error', { disallow, because, clientModulesOnly }],
  },
}))
