import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { boundaryConfigs } from './scripts/lint/import-boundaries.mjs'

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
  // Layers (docs/ARCHITECTURE.md): UI ↛ lib/db, public ↛ back office, lead capture ↛ inbox,
  // auth ↛ leads, lib ↛ app/components. Folder cycles in lib/: scripts/lint/check-lib-cycles.mjs.
  ...boundaryConfigs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'supabase/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
]

export default config
