// `npm test`: lint, typecheck, unit + integration (Vitest), then end-to-end (Playwright).
// Uses Chromium from CHROME_PATH or /usr/bin/chromium; only where neither exists does it
// install Playwright's own browser (needs internet).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

mkdirSync('test-reports', { recursive: true })
const vitestReport = 'test-reports/vitest.json'
const e2eReport = 'test-reports/e2e.json'
const vitestPostgresReport = 'test-reports/vitest-postgres.json'
const e2ePostgresReport = 'test-reports/e2e-postgres.json' // playwright.postgres.config.ts

const databaseOnly = process.argv.includes('--database') // .ci/run: again on PostgreSQL

const steps = databaseOnly
  ? [
      [
        'database tests',
        'npx',
        [
          'vitest',
          'run',
          'tests/integration',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestReport}`,
        ],
      ],
      [
        'PostgreSQL-only tests',
        'npx',
        [
          'vitest',
          'run',
          '-c',
          'vitest.postgres.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestPostgresReport}`,
        ],
      ],
      [
        'two instances and a database restart',
        'npx',
        ['playwright', 'test', '-c', 'playwright.postgres.config.ts'],
      ],
    ]
  : [
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['typecheck', 'npx', ['tsc', '--noEmit']],
      [
        'unit + integration',
        'npx',
        [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestReport}`,
        ],
      ],
      ['end-to-end', 'npx', ['playwright', 'test', ...withoutNuCheckIfNoJava()]],
    ]
for (const report of databaseOnly ? [e2eReport] : [vitestPostgresReport, e2ePostgresReport])
  rmSync(report, { force: true })

/**
 * The W3C Nu HTML check (e2e/html-conformance.spec.ts) runs on Java, which a machine with only
 * Node.js lacks: there it is left out, and said so; .ci/run installs Java, so CI always runs it.
 */
function withoutNuCheckIfNoJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return []
  console.log(
    '▶ no Java runtime: the W3C Nu HTML check is not run (apt-get install default-jre-headless)',
  )
  return ['--grep-invert', 'W3C Nu']
}

const hasChromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].some((p) => p && existsSync(p))
if (!hasChromium && !databaseOnly)
  steps.splice(3, 0, ['browser', 'npx', ['playwright', 'install', 'chromium']])

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

function summary() {
  const units = [vitestReport, vitestPostgresReport].map(readJson)
  const browsers = [e2eReport, e2ePostgresReport].map(readJson)
  const passed =
    units.reduce((sum, r) => sum + (r?.numPassedTests ?? 0), 0) +
    browsers.reduce((sum, r) => sum + (r?.stats?.expected ?? 0), 0)
  const failed =
    units.reduce((sum, r) => sum + (r?.numFailedTests ?? 0), 0) +
    browsers.reduce((sum, r) => sum + (r?.stats?.unexpected ?? 0), 0)
  return `${passed} passed, ${failed} failed`
}

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`)
    console.log(summary())
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}
console.log(summary())
