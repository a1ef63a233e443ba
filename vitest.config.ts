import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import SlowFirstSequencer from './tests/support/slow-first-sequencer'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Test files that replace modules (vi.mock) or set the environment a module reads when it is
 * loaded, found by reading them (a new one is never missed), and the one that starts processes
 * under a umask. `npm test` runs them apart from the others (VITEST_GROUP=own), each with a
 * module graph of its own, while the others share their worker's loaded modules
 * (VITEST_GROUP=shared): importing them again for every file was a third of the phase's CPU.
 */
const ownModules = ['tests', 'lib']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .filter(
    (file) =>
      file.endsWith('data-dir-permissions.test.ts') ||
      /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(|process\.(env\.\w+\s*=[^=]|env\[[^\]]+\]\s*=[^=])/.test(
        readFileSync(file, 'utf8'),
      ),
  )
const group = process.env.VITEST_GROUP
const everyFile = ['tests/**/*.test.ts', 'lib/**/*.test.ts']

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      'server-only': `${root}tests/support/empty-module.ts`,
    },
  },
  test: {
    include: group === 'own' ? ownModules : everyFile,
    // PostgreSQL-only tests (vitest.postgres.config.ts) run in the database phase.
    exclude: [
      ...configDefaults.exclude,
      'tests/postgres/**',
      ...(group === 'shared' ? ownModules : []),
    ],
    isolate: group !== 'shared',
    environment: 'node',
    // Worker threads: a third less CPU than a process per file (measured). A test that sets
    // the process's umask needs a process of its own (a thread may not change it).
    pool: 'threads',
    poolMatchGlobs: [['**/data-dir-permissions.test.ts', 'forks']],
    // Files side by side (Vitest's default is one worker fewer than the cores: one, here).
    maxWorkers: 2,
    minWorkers: 1,
    sequence: { sequencer: SlowFirstSequencer },
    // Each file has an in-memory database of its own, started from one migrated image.
    globalSetup: ['tests/support/pglite-image.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // memory://: an in-memory embedded database (unless DATABASE_URL names a PostgreSQL one)
    // and media library files in a temporary folder per process, never a developer's .data.
    env: { DATA_DIR: 'memory://' },
  },
})
