// `node bench/upload-memory.mjs`: 30 parallel 20 MB posts to the Media Library's upload path
// without a valid session (issue 22 §2), three rounds: no cookie, a made-up session cookie, and
// chunked (no length). Each post sends its body in 64 kB writes as fast as the socket takes
// them and stops at the answer. Reported: every status, how much of each body the socket had
// taken when its answer came (loopback's kernel buffers: the server read none), and the server process's resident memory (read from /proc every 20 ms;
// the process named by the data dir lock) before and at its peak. Goal: a 4xx for every post,
// answered long before its body is sent, and RSS growth < 50 MB. JSON on stdout.
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnServer } from './lib/server.mjs'

const here = fileURLToPath(new URL('..', import.meta.url))
const PARALLEL = Number(process.env.BENCH_PARALLEL || 30)
const BODY_BYTES = 20 * 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, 'a')
const PORT = 3904
const DATA_DIR = '.data-bench-upload'

function serverRssMb() {
  const { pid } = JSON.parse(readFileSync(resolve(here, DATA_DIR, 'db.lock'), 'utf8'))
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024
}

/** One post: writes until answered (or the whole body is sent); resolves with what it saw. */
function post(headers) {
  return new Promise((done) => {
    let sent = 0
    let answered = false
    const req = request(
      { host: '127.0.0.1', port: PORT, path: '/admin/media/upload', method: 'POST', headers },
      (res) => {
        answered = true
        const sentAtAnswer = sent
        res.resume()
        res.on('end', () => {
          req.destroy()
          done({ status: res.statusCode, sentAtAnswer })
        })
      },
    )
    req.on('error', () => {
      if (!answered) done({ status: 0, sentAtAnswer: sent })
    })
    const pump = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += CHUNK.length
        if (!req.write(CHUNK)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

async function round(name, headers) {
  const baseline = serverRssMb()
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb())), 20)
  const started = Date.now()
  const results = await Promise.all(Array.from({ length: PARALLEL }, () => post(headers)))
  clearInterval(sampler)
  peak = Math.max(peak, serverRssMb())
  const statuses = {}
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1
  const sent = results.map((r) => r.sentAtAnswer)
  return {
    round: name,
    posts: PARALLEL,
    statuses,
    all4xx: results.every((r) => r.status >= 400 && r.status < 500),
    maxWrittenBeforeAnswerKb: Math.round(Math.max(...sent) / 1024),
    baselineRssMb: Number(baseline.toFixed(1)),
    peakRssMb: Number(peak.toFixed(1)),
    growthMb: Number((peak - baseline).toFixed(1)),
    ms: Date.now() - started,
  }
}

const server = await spawnServer({
  root: here,
  port: PORT,
  dataDir: DATA_DIR,
  logFile: resolve(here, 'bench/results/upload-memory-server.log'),
})
try {
  await server.waitHealthy()
  const origin = `http://localhost:${PORT}`
  const sized = { 'content-length': String(BODY_BYTES), origin }
  await round('warm-up', { ...sized, cookie: 'masar.session_token=warm.up' })
  const rounds = [
    await round('no session cookie', sized),
    await round('made-up session cookie', { ...sized, cookie: 'masar.session_token=made.up' }),
    await round('chunked, made-up cookie', {
      origin,
      cookie: 'masar.session_token=made.up',
      'transfer-encoding': 'chunked',
    }),
  ]
  const ok = rounds.every((r) => r.all4xx && r.growthMb < 50)
  console.log(JSON.stringify({ bodyMb: BODY_BYTES / 1024 / 1024, ok, rounds }, null, 2))
} finally {
  await server.stop()
}
