// `node bench/leads.mjs`: only the lead-submission load test of bench/run.mjs (a fresh
// production server, the consultation form's real server action, rows counted afterwards).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { captureConsultationRequest, countBenchLeads, leadLoadTest } from './lib/leads.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const DATA_DIR = '.data-bench'
const seconds = Number(process.env.BENCH_SECONDS || 20)
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'

const server = await spawnServer({
  root,
  port: 3900,
  dataDir: DATA_DIR,
  logFile: join(root, 'bench/results/server.log'),
})
process.on('exit', () => server.killNow())
try {
  await server.waitHealthy()
  const captured = await captureConsultationRequest(server.baseUrl, chromePath)
  const load = await leadLoadTest(captured, { seconds })
  await server.stop()
  const stored = await countBenchLeads(join(root, DATA_DIR, 'pglite'))
  const lost = Math.max(0, load.accepted - stored)
  console.log(JSON.stringify({ ...load, stored, lost }, null, 2))
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
