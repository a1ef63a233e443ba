import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The database phase (`node scripts/test.mjs --database`, which sets DATABASE_URL): the files
// whose SQL behaves differently on a PostgreSQL server than on the embedded PGlite (concurrent
// connections, locks, migrations on the server's version, constraints: tests/database), and
// what exists only on a server (LISTEN/NOTIFY between instances: tests/postgres).
if (!process.env.DATABASE_URL) throw new Error('tests/postgres need DATABASE_URL (see .ci/run)')

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/database/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    exclude: [],
    // One shared database: files one by one.
    fileParallelism: false,
  },
})
