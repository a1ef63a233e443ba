// `node bench/leads.mjs`: only the lead-submission load test of bench/run.mjs (a fresh
// production server, the consultation form's real server action, rows counted afterwards).
// BENCH_DATABASE_URL: on that (fresh) PostgreSQL database instead of PGlite. BENCH_AUTO_ASSIGN=1:
// with automatic assignment on (Settings › Leads), so each lead also takes its rep's turn.
// BENCH_PUSH=1: the rep (the bench admin) has pushes on, to a loopback push service here, so
// each lead also queues a push that the server seals, signs and posts while the load runs.
import { createECDH, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
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
const withPush = process.env.BENCH_PUSH === '1'

/** A push service on loopback that takes every push (201) and counts them. */
async function startPushCounter() {
  let received = 0
  let lastAt = 0
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received += 1
      lastAt = Date.now()
      response.writeHead(201).end()
    })
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const subscription = {
    endpoint: `http://127.0.0.1:${server.address().port}/push/bench`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  }
  return {
    subscription,
    received: () => received,
    lastAt: () => lastAt,
    close: () => server.close(),
  }
}

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
  const load = await leadLoadTest(captured, { seconds })
  // The pushes still queued when the load ends go out now: wait until none arrives for 2 s.
  const drained = Date.now()
  let pushes = pushService?.received() ?? 0
  if (pushService) {
    let last = -1
    while (pushService.received() !== last && Date.now() - drained < 60_000) {
      last = pushService.received()
      await new Promise((done) => setTimeout(done, 2000))
    }
    pushes = pushService.received()
    pushService.close()
  }
  await server.stop()
  const { n: stored, assigned } = databaseUrl
    ? await countBenchLeadsOnServer(databaseUrl)
    : await countBenchLeads(join(root, DATA_DIR, 'pglite'))
  const lost = Math.max(0, load.accepted - stored)
  const database = databaseUrl ? 'postgres' : 'pglite'
  // How long after the load ended the last push arrived (0: none was left waiting).
  const push = pushService
    ? { pushes, lastPushAfterLoadMs: Math.max(0, pushService.lastAt() - drained) }
    : {}
  console.log(
    JSON.stringify(
      { database, autoAssign, withPush, ...load, stored, assigned, lost, ...push },
      null,
      2,
    ),
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
