import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// House rules ESLint can see in one file (docs/ARCHITECTURE.md, Layers); the import graph's
// rules are dependency-cruiser's (.dependency-cruiser.cjs). tests/unit/lint-rules.test.ts sees
// each fail on a planted violation.

const importing = (pattern) =>
  `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=${pattern}]`

/** The database layer, as `@/lib/db/…`, `../../lib/db/…` or, inside lib/, `../db/…`. */
const databaseLayer = String.raw`/(^@\/|\/)lib\/db(\/|$)|^(\.\.\/)+db(\/|$)/`

const clientDatabase = {
  selector: `Program:has(> ExpressionStatement[directive='use client']) ${importing(databaseLayer)}`,
  message: "A 'use client' module would bundle the database layer (lib/db).",
}

// Without 'server-only' a client module that reaches the connection bundles it; with it the
// build fails instead.
const serverOnly = {
  selector: `Program:has(${importing(String.raw`/(^|\/)db\/client$/`)}):not(:has(> ImportDeclaration[source.value='server-only']))`,
  message: "A module that opens the database (lib/db/client) imports 'server-only'.",
}

// A form submitted before hydration goes where its markup says: without an action or
// method="post" that is a GET, with every field (a password too) in the address.
const formsPost = {
  selector:
    "JSXOpeningElement[name.name='form']:not(:has(> JSXAttribute[name.name='action'])):not(:has(> JSXAttribute[name.name='method'][value.value=/^post$/i])):not(:has(> JSXAttribute[name.name='method'][value.expression.value=/^post$/i]))",
  message: 'A form says method="post" or has an action: otherwise it submits as a GET.',
}

const METHODS = '/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/'
// Admin route handlers check the role through staffRoute, as actions go through staffAction.
const staffRoutes = [
  {
    selector: `ExportNamedDeclaration > FunctionDeclaration[id.name=${METHODS}]`,
    message: 'An admin route handler is `export const METHOD = staffRoute(…)`.',
  },
  {
    selector: `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=${METHODS}]:not([init.callee.name='staffRoute'])`,
    message: 'An admin route handler is `export const METHOD = staffRoute(…)`.',
  },
  {
    selector: "CallExpression[callee.name='authorize']",
    message: 'staffRoute checks the role; no second check by hand.',
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // One no-restricted-syntax list per file set: a later block's list replaces an earlier one's.
  {
    name: 'masar/client-modules',
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', clientDatabase] },
  },
  {
    // Scripts, tests and benches run in Node, outside any bundle.
    name: 'masar/server-code',
    files: ['{app,components,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', clientDatabase, serverOnly] },
  },
  {
    name: 'masar/forms',
    files: ['{app,components}/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', clientDatabase, serverOnly, formsPost] },
  },
  {
    name: 'masar/admin-routes',
    files: ['app/admin/**/route.ts'],
    rules: { 'no-restricted-syntax': ['error', clientDatabase, serverOnly, ...staffRoutes] },
  },
  {
    // Forms and buttons call server actions through one hook, useActionForm.
    name: 'masar/use-action-form',
    files: ['{app,components}/**/*.{ts,tsx}'],
    ignores: ['components/forms/use-action-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useActionState'],
              message:
                'Server actions go through useActionForm (components/forms/use-action-form).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'React',
          property: 'useActionState',
          message: 'Server actions go through useActionForm (components/forms/use-action-form).',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      // Test and bench databases (PGlite files), which a run may delete while lint walks.
      '.data-*/**',
      'test-reports/**',
      'bench/results/**',
      'next-env.d.ts',
      'supabase/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
]

export default config
