// `node bench/leads.mjs`: only the lead-submission load test of bench/run.mjs (a fresh
// production server, the consultation form's real server action, rows counted afterwards).
// BENCH_DATABASE_URL: on that (fresh) PostgreSQL database instead of PGlite. BENCH_AUTO_ASSIGN=1:
// with automatic assignment on (Settings › Leads), so each lead also takes its rep's turn.
// BENCH_PUSH=1: the rep (the bench admin) has pushes on, to a loopback push service here, so
// each lead also queues a push that the server seals, signs and posts while the load runs (the
// leads of one sender pass go to the device as one notification; the counter opens each push
// and adds up the leads it announces).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedBenchAdmin, signInAdmin } from './lib/admin.mjs'
import {
  captureConsultationRequest,
  countBenchLeads,
  countBenchLeadsOnServer,
  leadLoadTest,
} from './lib/leads.mjs'
import { busiestThreads, groupCpuMs, groupThreadTicks } from './lib/process-usage.mjs'
import { startPushCounter } from './lib/push-counter.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const DATA_DIR = '.data-bench'
const seconds = Number(process.env.BENCH_SECONDS || 20)
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const databaseUrl = process.env.BENCH_DATABASE_URL || ''
const autoAssign = process.env.BENCH_AUTO_ASSIGN === '1'
const withPush = process.env.BENCH_PUSH === '1'

const pushService = withPush ? await startPushCounter() : null
// The server takes pushes to loopback only when told so.
if (pushService) process.env.PUSH_ENDPOINT_HOSTS = '127.0.0.1'

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
  if (autoAssign || pushService)
    await signInAdmin(server.baseUrl, chromePath, {
      autoAssign,
      push: pushService?.subscription ?? null,
    })
  const captured = await captureConsultationRequest(server.baseUrl, chromePath)
  const cpuBefore = groupCpuMs(server.pid)
  const threadsBefore = groupThreadTicks(server.pid)
  const load = await leadLoadTest(captured, { seconds })
  // The pushes still queued when the load ends go out now: wait until every accepted lead was
  // announced and nothing more came for 2 s (60 s at most).
  const drained = Date.now()
  let pushes = 0
  let announced = 0
  let lastPushAt = 0
  if (pushService) {
    let quietSince = Date.now()
    while (Date.now() - drained < 60_000) {
      const now = await pushService.announced()
      if (now !== announced) quietSince = Date.now()
      announced = now
      if (announced >= load.accepted && Date.now() - quietSince >= 2000) break
      await new Promise((done) => setTimeout(done, 250))
    }
    pushes = await pushService.received()
    lastPushAt = await pushService.lastAt()
    pushService.close()
  }
  // The server's CPU per accepted lead, the pushes sent after the load included: on a shared
  // machine the rate moves with the neighbours, this does not.
  const cpuAfter = groupCpuMs(server.pid)
  // The rate is bound by the busiest thread (the server's main one): its CPU per lead.
  const threads = busiestThreads(threadsBefore, groupThreadTicks(server.pid)).map((each) => ({
    ...each,
    msPerLead: load.accepted ? Math.round((each.cpuMs / load.accepted) * 100) / 100 : null,
  }))
  const serverCpuMsPerLead =
    cpuBefore === null || cpuAfter === null || !load.accepted
      ? null
      : Math.round(((cpuAfter - cpuBefore) / load.accepted) * 100) / 100
  await server.stop()
  const { n: stored, assigned } = databaseUrl
    ? await countBenchLeadsOnServer(databaseUrl)
    : await countBenchLeads(join(root, DATA_DIR, 'pglite'))
  const lost = Math.max(0, load.accepted - stored)
  const database = databaseUrl ? 'postgres' : 'pglite'
  // How long after the load ended the last push arrived (0: none was left waiting).
  // Pushes sent, and the leads they announced (a pass's leads for one device go as one).
  const push = pushService
    ? { pushes, leadsAnnounced: announced, lastPushAfterLoadMs: Math.max(0, lastPushAt - drained) }
    : {}
  console.log(
    JSON.stringify(
      {
        database,
        autoAssign,
        withPush,
        ...load,
        serverCpuMsPerLead,
        threads,
        stored,
        assigned,
        lost,
        ...push,
      },
      null,
      2,
    ),
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
