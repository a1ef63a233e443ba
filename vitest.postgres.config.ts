import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// Tests of what exists only on PostgreSQL (LISTEN/NOTIFY between instances): run by
// `node scripts/test.mjs --database`, which sets DATABASE_URL.
if (!process.env.DATABASE_URL) throw new Error('tests/postgres need DATABASE_URL (see .ci/run)')

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/postgres/**/*.test.ts'], exclude: [] },
})
