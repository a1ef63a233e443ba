// `node bench/memory.mjs`: the server's memory over 200,000 requests (BENCH_REQUESTS), a tenth
// of them connections dropped by the client mid-request or mid-answer. Mixed traffic: the
// cached project page in both languages with ad click ids, made-up URLs (404), router
// requests, and aborted page loads and form posts. The server process's RSS (read from
// /proc; the `npm start` wrapper's child, the server itself) once healthy, after a warm-up of
// the same mix, then after the run. Goals: growth under 15 % (issue 12 §3), at most 500 MB at
// the end (a 1 GB VPS). BENCH_DATABASE_URL: on that (fresh) PostgreSQL database instead of
// PGlite. JSON on stdout.
import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { spawnServer } from './lib/server.mjs'

const here = fileURLToPath(new URL('..', import.meta.url))
const TOTAL = Number(process.env.BENCH_REQUESTS || 200_000)
const ABORTED_SHARE = 0.1
const PORT = 3903
const DATA_DIR = '.data-bench-memory'

const requests = [
  { path: '/the-crest-residence?gclid=bench-click' },
  { path: '/the-crest-residence/ar?utm_source=bench' },
  { path: '/' },
  { path: '/developers/nile-crest' },
  { path: '/the-crest-residence', headers: { rsc: '1' } },
  { path: `/made-up-page` },
  { path: '/the-crest-residence?unit=%3Cscript%3E' },
  { path: '/ar' },
]

const databaseUrl = process.env.BENCH_DATABASE_URL || ''

/** The server process: start.mjs's child (it spawns `next build` only before it is healthy). */
function serverPid(wrapperPid) {
  const tasks = readdirSync(`/proc/${wrapperPid}/task`)
  const children = tasks.flatMap((task) =>
    readFileSync(`/proc/${wrapperPid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
  )
  const pid = children.find(Boolean)
  if (!pid) throw new Error(`The server wrapper ${wrapperPid} has no child process.`)
  return pid
}

function serverRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024
}

function load(amount) {
  return new Promise((done, fail) =>
    autocannon(
      { url: `http://127.0.0.1:${PORT}`, connections: 50, amount, requests },
      (error, result) => (error ? fail(error) : done(result)),
    ),
  )
}

/** One connection the client gives up on: before the answer, after its first bytes, or mid-post. */
function abortedRequest(kind) {
  return new Promise((done) => {
    const socket = connect({ port: PORT, host: '127.0.0.1' })
    socket.on('error', () => {})
    socket.on('close', () => done())
    socket.on('connect', () => {
      if (kind === 'post') {
        socket.write(
          'POST / HTTP/1.1\r\nHost: bench\r\nNext-Action: bench\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n' +
            'x'.repeat(1024),
        )
        socket.destroy()
        return
      }
      socket.write(`GET /the-crest-residence HTTP/1.1\r\nHost: bench\r\n\r\n`)
      if (kind === 'before') socket.destroy()
      else socket.once('data', () => socket.destroy())
    })
  })
}

async function aborted(count) {
  const kinds = ['before', 'during', 'post']
  let next = 0
  const worker = async () => {
    while (next < count) await abortedRequest(kinds[next++ % kinds.length])
  }
  await Promise.all(Array.from({ length: 20 }, worker))
}

async function mix(total) {
  const abortedCount = Math.round(total * ABORTED_SHARE)
  const [result] = await Promise.all([load(total - abortedCount), aborted(abortedCount)])
  return {
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    abortedCount,
  }
}

const server = await spawnServer({
  root: here,
  port: PORT,
  dataDir: DATA_DIR,
  logFile: resolve(here, 'bench/results/memory-server.log'),
  databaseUrl,
})
try {
  await server.waitHealthy()
  const pid = serverPid(server.pid)
  await sleep(2000) // the first run's seed and the background workers' first passes
  const startMb = serverRssMb(pid)
  const started = Date.now()
  await mix(Math.round(TOTAL / 10)) // warm-up: caches filled, code paths compiled
  await sleep(2000) // let the warm-up's garbage be collected before the baseline
  const baselineMb = serverRssMb(pid)
  const run = await mix(TOTAL)
  await sleep(2000)
  const afterMb = serverRssMb(pid)
  console.log(
    JSON.stringify(
      {
        database: databaseUrl ? 'postgres' : 'pglite',
        requests: TOTAL,
        ...run,
        startRssMb: Number(startMb.toFixed(1)),
        baselineRssMb: Number(baselineMb.toFixed(1)),
        afterRssMb: Number(afterMb.toFixed(1)),
        growthPercent: Number((((afterMb - baselineMb) / baselineMb) * 100).toFixed(1)),
        seconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    ),
  )
} finally {
  await server.stop()
}
