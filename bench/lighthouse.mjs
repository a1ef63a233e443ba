// `node bench/lighthouse.mjs`: only the Lighthouse part of bench/run.mjs (mobile, six pages,
// BENCH_RUNS runs each, medians), against a server it starts like `npm start`, or against
// BENCH_BASE_URL when one is already running (e.g. an older build, for a before/after table).
// Writes bench/results/lighthouse.json (or BENCH_OUT). Exits 0 even when targets fail.
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { killChrome, measurePage } from './lib/lighthouse.mjs'
import { discoverPages, warmUp } from './lib/pages.mjs'
import { evaluateTargets, formatReport, writeJson } from './lib/report.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const log = (message) => console.error(`[lighthouse] ${message}`)
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3)
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'

let server = null
const stop = async () => {
  killChrome()
  await server?.stop()
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stop().finally(() => process.exit(130)))
process.on('exit', () => server?.killNow())

try {
  let baseUrl = process.env.BENCH_BASE_URL?.replace(/\/$/, '')
  if (!baseUrl) {
    log('starting the server on port 3900 (log: bench/results/server.log)…')
    server = await spawnServer({
      root,
      port: 3900,
      dataDir: '.data-bench',
      logFile: join(root, 'bench/results/server.log'),
    })
    await server.waitHealthy()
    baseUrl = server.baseUrl
  }
  const pages = await discoverPages(baseUrl)
  await warmUp(pages)
  for (const page of pages) {
    log(`${page.path} (${runs} run(s))`)
    page.lighthouse = await measurePage(page.url, {
      runs,
      chromePath,
      onRun: ({ run, metrics, error }) =>
        log(
          error
            ? `  run ${run} failed: ${error.message}`
            : `  run ${run}: performance ${metrics.performance}, LCP ${Math.round(metrics.lcpMs)} ms, JS ${metrics.jsKB.toFixed(1)} kB`,
        ),
    })
  }
  await stop()
  server = null
  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    lighthouseVersion: JSON.parse(
      readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version,
    baseUrl,
    config: { runs },
    pages,
    load: null,
    leads: null,
  }
  report.targets = evaluateTargets(pages, null, null)
  writeJson(process.env.BENCH_OUT ?? join(root, 'bench/results/lighthouse.json'), report)
  console.log(formatReport(report))
} catch (error) {
  console.error(`[lighthouse] could not measure: ${error.stack || error.message}`)
  await stop()
  process.exitCode = 1
}
