// `node bench/run.mjs`: Lighthouse (mobile) on six pages and an autocannon load test against
// a fresh production server, compared with the performance targets. See bench/README.md.
// Exits 0 whether or not the targets are met; non-zero only when something could not be measured.
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { killChrome, measurePage } from './lib/lighthouse.mjs'
import { captureConsultationRequest, countBenchLeads, leadLoadTest } from './lib/leads.mjs'
import { loadTest, stopLoad } from './lib/load.mjs'
import { discoverPages, warmUp } from './lib/pages.mjs'
import { evaluateTargets, formatReport, writeJson } from './lib/report.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const resultsDir = join(root, 'bench/results')

const PORT = 3900
const DATA_DIR = '.data-bench'

function positiveNumber(name, fallback, { integer = false } = {}) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!(value > 0) || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`)
  }
  return value
}

const log = (message) => console.error(`[bench] ${message}`)

let server = null

async function interrupted(signal) {
  log(`${signal} received, stopping…`)
  stopLoad()
  killChrome()
  await server?.stop()
  process.exit(130)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => interrupted(signal))
// Last resort if we exit any other way while the server is up.
process.on('exit', () => server?.killNow())

async function main() {
  const config = {
    runs: positiveNumber('BENCH_RUNS', 3, { integer: true }),
    seconds: positiveNumber('BENCH_SECONDS', 20),
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  }
  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version

  log(
    `starting the server on port ${PORT} (builds first when needed; log: bench/results/server.log)…`,
  )
  const started = Date.now()
  server = await spawnServer({
    root,
    port: PORT,
    dataDir: DATA_DIR,
    logFile: join(resultsDir, 'server.log'),
  })
  await server.waitHealthy()
  log(`server healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const pages = await discoverPages(server.baseUrl)
  log(`pages: ${pages.map((p) => p.path).join(', ')}`)
  await warmUp(pages)

  for (const page of pages) {
    log(`lighthouse ${page.path} (${config.runs} run(s))`)
    page.lighthouse = await measurePage(page.url, {
      runs: config.runs,
      chromePath: config.chromePath,
      onRun: ({ run, metrics, error }) =>
        log(
          error
            ? `  run ${run} failed: ${error.message}`
            : `  run ${run}: performance ${metrics.performance}, LCP ${Math.round(metrics.lcpMs)} ms`,
        ),
    })
  }

  const project = pages.find((p) => p.kind === 'project' && p.locale === 'en')
  log(`load test ${project.path}: 5 s warm-up + ${config.seconds} s`)
  const load = { path: project.path, ...(await loadTest(project.url, { seconds: config.seconds })) }

  const { baseUrl } = server
  log(`lead submissions: ${config.seconds} s of the consultation form's server action`)
  const captured = await captureConsultationRequest(baseUrl, config.chromePath)
  const leadLoad = await leadLoadTest(captured, { seconds: config.seconds })
  // The embedded database is readable once its server has stopped.
  await server.stop()
  server = null
  const { n: stored } = await countBenchLeads(join(root, DATA_DIR, 'pglite'))
  // Requests still in flight when autocannon stops are stored but never counted as answered,
  // so stored may exceed accepted by up to one per connection; a lost lead is one answered
  // 2xx without a row.
  const leads = {
    ...leadLoad,
    stored,
    inFlightAtStop: Math.max(0, stored - leadLoad.accepted),
    lost: Math.max(0, leadLoad.accepted - stored),
  }

  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    platform: `${process.platform} ${process.arch}`,
    baseUrl,
    lighthouseVersion,
    config: { ...config, connections: load.connections },
    pages,
    load,
    leads,
  }
  report.targets = evaluateTargets(pages, load, leads)
  report.allTargetsMet = report.targets.every((t) => t.pass)
  const unmeasured = pages.filter((p) => !p.lighthouse.median).map((p) => p.path)
  report.complete = unmeasured.length === 0

  const file = join(resultsDir, 'latest.json')
  writeJson(file, report)
  console.log(formatReport(report))
  log(`wrote ${file}`)

  if (!report.complete) {
    throw new Error(`Lighthouse could not measure: ${unmeasured.join(', ')}`)
  }
}

let exitCode = 0
try {
  await main()
} catch (error) {
  console.error(`\n[bench] could not measure: ${error.stack || error.message}`)
  exitCode = 1
} finally {
  if (server) {
    log('stopping the server…')
    await server.stop()
  }
}
process.exit(exitCode)
