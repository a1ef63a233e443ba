// `npm test`: lint, typecheck and the production build side by side, then unit + integration
// (Vitest), then end-to-end (Playwright), and a summary of each phase's time.
// `--database` (.ci/run, with DATABASE_URL): the tests that run again on PostgreSQL.
// Uses Chromium from CHROME_PATH or /usr/bin/chromium; only where neither exists does it
// install Playwright's own browser (needs internet).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
mkdirSync('test-reports', { recursive: true })
const reports = {
  vitestShared: 'test-reports/vitest-shared.json',
  vitestOwn: 'test-reports/vitest-own.json',
  e2e: 'test-reports/e2e.json', // playwright.config.ts
  vitestPostgres: 'test-reports/vitest-postgres.json',
  e2ePostgres: 'test-reports/e2e-postgres.json', // playwright.postgres.config.ts
  e2eRestart: 'test-reports/e2e-restart.json',
}
const databaseOnly = process.argv.includes('--database')

const vitest = (report, ...args) => [
  'npx',
  [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
]

/** A step: a command; the steps of one phase run side by side. */
const step = (name, [command, args], env = {}) => ({ name, command, args, env })

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

const hasChromium = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].some((p) => p && existsSync(p))

const phases = databaseOnly
  ? [
      // Side by side on PostgreSQL: the Vitest files share DATABASE_URL's database, one file at
      // a time; each two-instance spec makes a database of its own.
      [
        step('database tests', vitest(reports.vitestPostgres, '-c', 'vitest.postgres.config.ts')),
        step('two instances', [
          'npx',
          ['playwright', 'test', '-c', 'playwright.postgres.config.ts', 'two-instances'],
        ]),
      ],
      // Alone: it restarts the cluster, which would cut every other test's connections.
      [
        step(
          'database restart',
          [
            'npx',
            ['playwright', 'test', '-c', 'playwright.postgres.config.ts', 'database-restart'],
          ],
          { E2E_REPORT: reports.e2eRestart },
        ),
      ],
    ]
  : [
      [
        // ESLint, dependency-cruiser (the import graph's rules), knip: package.json's lint.
        step('lint', ['npm', ['run', '--silent', 'lint']]),
        step('typecheck', ['npx', ['tsc', '--noEmit']]),
        step('build', ['node', ['scripts/build-if-needed.mjs']]),
      ],
      // vitest.config.ts: files that replace modules run with a module graph each, beside the
      // others, which share their worker's loaded modules.
      [
        step('unit + integration (shared modules)', vitest(reports.vitestShared), {
          VITEST_GROUP: 'shared',
        }),
        step('unit + integration (own modules)', vitest(reports.vitestOwn), {
          VITEST_GROUP: 'own',
        }),
      ],
      ...(hasChromium ? [] : [[step('browser', ['npx', ['playwright', 'install', 'chromium']])]]),
      [step('end-to-end', ['npx', ['playwright', 'test', ...withoutNuCheckIfNoJava()]])],
    ]
const ownReports = databaseOnly
  ? [reports.vitestPostgres, reports.e2ePostgres, reports.e2eRestart]
  : [reports.vitestShared, reports.vitestOwn, reports.e2e]
// Only this run's own: the database phase keeps what `npm test` reported before it.
for (const report of ownReports) rmSync(report, { force: true })

/** Runs a step; a step beside others keeps its output and prints it whole when it ends. */
function runStep(item, alone) {
  const started = Date.now()
  const finish = (ok, output = '') => {
    const seconds = (Date.now() - started) / 1000
    if (!alone) console.log(`\n▶ ${item.name}\n${output}`)
    console.log(`${ok ? '✔' : '✖'} ${item.name} (${seconds.toFixed(1)} s)`)
    return { name: item.name, ok, seconds }
  }
  if (alone) console.log(`\n▶ ${item.name}: ${item.command} ${item.args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(item.command, item.args, {
      stdio: alone ? 'inherit' : 'pipe',
      env: { ...process.env, ...item.env },
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve(finish(code === 0, output)))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** Tests passed and failed, from the reports of this run's phases. */
function counts() {
  const [units, browsers] = [
    ownReports.filter((r) => r.includes('vitest')),
    ownReports.filter((r) => r.includes('e2e')),
  ]
  const sum = (paths, read) =>
    paths.map(readJson).reduce((total, r) => total + (r ? read(r) : 0), 0)
  return {
    passed: sum(units, (r) => r.numPassedTests) + sum(browsers, (r) => r.stats.expected),
    failed:
      sum(units, (r) => r.numFailedTests) +
      sum(browsers, (r) => r.stats.unexpected + r.stats.flaky),
    skipped: sum(units, (r) => r.numPendingTests) + sum(browsers, (r) => r.stats.skipped),
  }
}

const results = []
const started = Date.now()
for (const phase of phases) {
  const done = await Promise.all(phase.map((item) => runStep(item, phase.length === 1)))
  results.push(...done)
  if (done.some((result) => !result.ok)) break
}
const total = (Date.now() - started) / 1000
const { passed, failed, skipped } = counts()
const ok = results.every((result) => result.ok) && results.length === phases.flat().length

console.log(`\n${databaseOnly ? 'Database tests' : 'Tests'}: phase times`)
for (const { name, ok: passedStep, seconds } of results)
  console.log(`  ${passedStep ? '✔' : '✖'} ${name.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s`)
console.log(`  ${'total'.padEnd(42)} ${total.toFixed(1).padStart(7)} s`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
writeFileSync(
  `test-reports/phases${databaseOnly ? '-postgres' : ''}.json`,
  JSON.stringify({ total, phases: results, passed, failed, skipped }, null, 2),
)
process.exit(ok ? 0 : 1)
