// `node bench/leads.mjs`: only the lead-submission load test of bench/run.mjs (a fresh
// production server, the consultation form's real server action, rows counted afterwards).
// BENCH_DATABASE_URL: on that (fresh) PostgreSQL database instead of PGlite. BENCH_AUTO_ASSIGN=1:
// with automatic assignment on (Settings › Leads), so each lead also takes its rep's turn.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedBenchAdmin, signInAdmin } from './lib/admin.mjs'
import {
  captureConsultationRequest,
  countBenchLeads,
  countBenchLeadsOnServer,
  leadLoadTest,
} from './lib/leads.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const DATA_DIR = '.data-bench'
const seconds = Number(process.env.BENCH_SECONDS || 20)
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const databaseUrl = process.env.BENCH_DATABASE_URL || ''
const autoAssign = process.env.BENCH_AUTO_ASSIGN === '1'

seedBenchAdmin()
const server = await spawnServer({
  root,
  port: 3900,
  dataDir: DATA_DIR,
  logFile: join(root, 'bench/results/server.log'),
  databaseUrl,
})
process.on('exit', () => server.killNow())
try {
  await server.waitHealthy()
  if (autoAssign) await signInAdmin(server.baseUrl, chromePath, { autoAssign })
  const captured = await captureConsultationRequest(server.baseUrl, chromePath)
  const load = await leadLoadTest(captured, { seconds })
  await server.stop()
  const { n: stored, assigned } = databaseUrl
    ? await countBenchLeadsOnServer(databaseUrl)
    : await countBenchLeads(join(root, DATA_DIR, 'pglite'))
  const lost = Math.max(0, load.accepted - stored)
  const database = databaseUrl ? 'postgres' : 'pglite'
  console.log(JSON.stringify({ database, autoAssign, ...load, stored, assigned, lost }, null, 2))
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
