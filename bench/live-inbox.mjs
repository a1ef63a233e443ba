// `node bench/live-inbox.mjs`: how soon a lead reaches open inboxes. TABS staff streams
// (/admin/leads/live, as each open inbox tab holds one) stay connected while LEADS consultations
// are submitted one after another; for each, the time from sending the form to its "new" event
// on every stream. PostgreSQL when BENCH_DATABASE_URL is set (a fresh database), else PGlite.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedBenchAdmin, signInAdmin } from './lib/admin.mjs'
import { captureConsultationRequest, EMAIL_MARK, KEY_MARK } from './lib/leads.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const TABS = Number(process.env.TABS ?? 200)
const LEADS = Number(process.env.LEADS ?? 20)
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const log = (message) => console.error(`[live-inbox] ${message}`)

seedBenchAdmin()
// One account's TABS streams stand for the open inboxes of a whole team: the fan-out is what
// is measured (bench/live-stream-cap.mjs holds the per-account cap to its default).
process.env.LIVE_STREAMS_PER_ACCOUNT = String(TABS)
const server = await spawnServer({
  root,
  port: 3910,
  dataDir: '.data-bench-live',
  logFile: join(root, 'bench/results/live-inbox-server.log'),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
})
try {
  await server.waitHealthy()
  const cookie = await signInAdmin(server.baseUrl, CHROME)
  log(`opening ${TABS} live streams`)
  const streams = await Promise.all(
    Array.from({ length: TABS }, () => openStream(server.baseUrl, cookie)),
  )
  const captured = await captureConsultationRequest(server.baseUrl, CHROME)
  const latencies = []
  for (let n = 0; n < LEADS; n += 1) {
    const id = randomUUID()
    const arrivals = streams.map((stream) => stream.nextNew())
    const sentAt = performance.now()
    const response = await fetch(captured.url, {
      method: 'POST',
      headers: captured.headers,
      body: captured.body
        .replaceAll(KEY_MARK, id)
        .replaceAll(EMAIL_MARK, `bench-${id}@bench.example`),
    })
    if (!response.ok) throw new Error(`submission answered ${response.status}`)
    await response.text()
    for (const at of await Promise.all(arrivals)) latencies.push(at - sentAt)
  }
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  const result = {
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    tabs: TABS,
    leads: LEADS,
    samples: latencies.length,
    p50Ms: Math.round(pick(0.5)),
    p95Ms: Math.round(pick(0.95)),
    maxMs: Math.round(latencies.at(-1)),
    targetMs: 2000,
  }
  console.log(JSON.stringify(result))
  for (const stream of streams) stream.close()
} finally {
  await server.stop()
}

/** One open inbox's stream; nextNew() settles with the arrival time of its next new lead. */
async function openStream(baseUrl, cookie) {
  const hangUp = new AbortController()
  const response = await fetch(`${baseUrl}/admin/leads/live`, {
    headers: { cookie },
    signal: hangUp.signal,
  })
  if (response.status !== 200) throw new Error(`live stream answered ${response.status}`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const waiting = []
  let buffer = ''
  let ready
  const isReady = new Promise((resolve) => (ready = resolve))
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (event.includes('event: ready')) ready()
        if (event.includes('"kind":"new"')) waiting.shift()?.(performance.now())
      }
    }
  })()
  await isReady
  return {
    nextNew: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => hangUp.abort(),
  }
}
