import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      'server-only': `${root}tests/support/empty-module.ts`,
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'lib/**/*.test.ts'],
    // PostgreSQL-only tests (vitest.postgres.config.ts), run by the database phase.
    exclude: [...configDefaults.exclude, 'tests/postgres/**'],
    environment: 'node',
    // Worker threads: a third less CPU than a process per file (measured). A test that sets
    // the process's umask needs a process of its own (a thread may not change it).
    pool: 'threads',
    poolMatchGlobs: [['**/data-dir-permissions.test.ts', 'forks']],
    // Files side by side (Vitest's default is one worker fewer than the cores: one, here).
    maxWorkers: 2,
    minWorkers: 1,
    // Each file has an in-memory database of its own, started from one migrated image.
    globalSetup: ['tests/support/pglite-image.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // memory://: an in-memory embedded database (unless DATABASE_URL names a PostgreSQL one)
    // and media library files in a temporary folder per process, never a developer's .data.
    env: { DATA_DIR: 'memory://' },
  },
})
