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
    pool: 'forks',
    // Integration tests may share one PostgreSQL database (DATABASE_URL): run files one by one.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // memory://: an in-memory embedded database (unless DATABASE_URL names a PostgreSQL one)
    // and media library files in a temporary folder per process, never a developer's .data.
    env: { DATA_DIR: 'memory://' },
  },
})
