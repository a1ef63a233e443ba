// dependency-cruiser (npm run lint): the layers of docs/ARCHITECTURE.md. Paths are resolved
// (`@/…`, relative, re-exports, import(), type-only imports), so `../../lib/db` counts like
// `@/lib/db`. tests/unit/lint-rules.test.ts sees each rule fail on a planted import.

/** `lib/db` → lib/db/… or lib/db.ts, as a path regex. */
const under = (...folders) => `^(${folders.join('|')})(/|\\.[cm]?[jt]sx?$)`

/** Back office folders: the public site reaches none of them. */
const backOffice = [
  'lib/admin',
  'lib/lead-inbox',
  'lib/lead-routing',
  'lib/lead-chase',
  'lib/lead-report',
  'lib/lead-figures',
  'lib/ad-spend',
  'lib/lead-live',
  'lib/push',
  'lib/push-sender',
  'lib/lead-alerts',
  'lib/staff',
  'lib/trash',
  'lib/activity',
  'lib/conversion-feeds',
  'components/admin',
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-database',
      comment: 'routes and components read data through lib/<domain>, never lib/db or a driver',
      severity: 'error',
      from: { path: '^(app|components)/' },
      to: { path: [under('lib/db'), '^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'public-back-office',
      comment: 'the public site does not reach the back office',
      severity: 'error',
      from: { path: '^(app/\\[locale\\]|components/site)/' },
      to: { path: under(...backOffice) },
    },
    {
      name: 'capture-inbox',
      comment: 'lead capture stores leads; the inbox reads them, not the other way round',
      severity: 'error',
      from: { path: '^lib/leads/' },
      to: { path: under('lib/lead-inbox') },
    },
    {
      name: 'auth-leads',
      comment: 'auth and accounts know nothing of leads',
      severity: 'error',
      from: { path: '^lib/(auth|account)/' },
      to: { path: under('lib/leads', 'lib/lead-[^/]+') },
    },
    {
      name: 'mail-own-domain',
      comment: "mail imports no domain's actions or guards: kinds read their own data",
      severity: 'error',
      from: { path: '^lib/mail/' },
      to: {
        path: [
          '-actions\\.ts$',
          '^lib/leads/(submit-[^/]+|lead-guards|form-protection)\\.ts$',
          '^lib/actions/(staff-action|staff-route|public-action|require-permission)\\.ts$',
          '^lib/auth/authorize\\.ts$',
        ],
      },
    },
    {
      name: 'lib-ui',
      comment: 'lib/ is below the routes and components',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'domain-internals',
      comment:
        "a domain imports another's operations (lib/<domain>/<verb-noun>.ts), not its subfolders",
      severity: 'error',
      // The composition root and the first-run seed start the domains; lib/db/schema is the tables.
      from: { path: '^lib/([^/]+)/', pathNot: '^lib/(boot|seed)/' },
      // The digest mail's content is the mail kind's own read (docs/ARCHITECTURE.md, lead-chase).
      to: {
        path: '^lib/([^/]+)/[^/]+/',
        pathNot: ['^lib/$1/', '^lib/db/schema/', '^lib/mail/kinds/read-rep-day\\.ts$'],
      },
    },
    {
      // Each folder is checked with its subfolders' imports; with domain-internals (an import
      // from another domain lands in the domain's own folder) that finds every domain cycle.
      name: 'lib-cycles',
      comment: 'the folders of lib/ import one another one way: move the shared piece to its owner',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      // dependency-cruiser counts a file directly in lib/ as part of lib/, outside every cycle.
      name: 'lib-root-leaves',
      comment: 'a file directly in lib/ (env, site-config, fonts) imports nothing of lib/',
      severity: 'error',
      from: { path: '^lib/[^/]+$' },
      to: { path: '^lib/' },
    },
  ],
  options: {
    // Type-only imports count: a cycle of types is still two domains that cannot move apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(app|components|lib|node_modules)/',
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
}
