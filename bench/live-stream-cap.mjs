// `node bench/live-stream-cap.mjs`: one account's live inboxes are capped (issue 38 §2). Opens
// the account's 10 streams (200, each `ready`), then REFUSED more (each must answer 429 with
// the catalogue's message), and reads the server's resident memory after the first 200
// refused and after each thousand more: refusals keep nothing (no listener, no slot, no
// timer), so it levels off.
// A stream closed frees its place. PostgreSQL when BENCH_DATABASE_URL is set, else PGlite.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedBenchAdmin, signInAdmin } from './lib/admin.mjs'
import { serverRssMb } from './lib/process-usage.mjs'
import { spawnServer } from './lib/server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const CAP = 10 // LIVE_STREAMS_PER_ACCOUNT's default
const REFUSED = Number(process.env.REFUSED ?? 8200)
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const log = (message) => console.error(`[live-stream-cap] ${message}`)

seedBenchAdmin()
delete process.env.LIVE_STREAMS_PER_ACCOUNT
const server = await spawnServer({
  root,
  port: 3911,
  dataDir: '.data-bench-cap',
  logFile: join(root, 'bench/results/live-stream-cap-server.log'),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
})
const failures = []
try {
  await server.waitHealthy()
  const cookie = await signInAdmin(server.baseUrl, CHROME)
  const live = `${server.baseUrl}/admin/leads/live`
  const streams = []
  for (let n = 0; n < CAP; n += 1) streams.push(await openReady(live, cookie))
  /** Asks for one more stream: its status and text (a refusal is a short plain answer). */
  const oneMore = async () => {
    const hangUp = new AbortController()
    const response = await fetch(live, { headers: { cookie }, signal: hangUp.signal })
    if (response.status === 429) return { status: 429, text: await response.text() }
    hangUp.abort()
    return { status: response.status, text: '' }
  }
  const eleventh = await oneMore()
  log(`stream ${CAP + 1}: ${eleventh.status} ${eleventh.text}`)
  if (eleventh.status !== 429) failures.push(`stream ${CAP + 1} answered ${eleventh.status}`)
  // Refusals in waves of 50 at once: the first 200 warm the route up, the rest must cost nothing.
  const refuse = async (count) => {
    for (let done = 0; done < count; done += 50) {
      const answers = await Promise.all(Array.from({ length: Math.min(50, count - done) }, oneMore))
      const wrong = answers.filter((answer) => answer.status !== 429)
      if (wrong.length) failures.push(`${wrong.length} refused streams answered ${wrong[0].status}`)
    }
  }
  await refuse(200)
  const rssAfter200 = serverRssMb(server.pid)
  // Then in thousands: memory a warm server takes once (its heap, the database's buffers)
  // levels off; what each refusal kept would keep climbing.
  const rssSeries = [rssAfter200]
  for (let done = 200; done < REFUSED; done += 1000) {
    await refuse(Math.min(1000, REFUSED - done))
    rssSeries.push(serverRssMb(server.pid))
  }
  const rssAfterAll = rssSeries.at(-1)
  const half = rssSeries[Math.floor(rssSeries.length / 2)]
  // A place freed is a place taken again.
  streams.pop().close()
  let reopened = null
  for (let attempt = 0; attempt < 50 && !reopened; attempt += 1) {
    reopened = await openReady(live, cookie).catch(() => null)
    // The server frees the place once it hears the hang-up: ask again shortly.
    if (!reopened) await new Promise((done) => setTimeout(done, 100))
  }
  if (!reopened) failures.push('a closed stream did not free its place')
  for (const stream of [...streams, reopened]) stream?.close()
  const result = {
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    cap: CAP,
    eleventhStatus: eleventh.status,
    eleventhText: eleventh.text,
    refused: REFUSED,
    rssAfter200Mb: rssAfter200,
    rssAfterAllMb: rssAfterAll,
    rssSeriesMb: rssSeries,
    growthSecondHalfMb: rssAfterAll - half,
    placeFreed: Boolean(reopened),
    failures,
  }
  console.log(JSON.stringify(result, null, 2))
  if (failures.length) process.exitCode = 1
} finally {
  await server.stop()
}

/** A live stream held open until close(), once the server says it is `ready`. */
async function openReady(url, cookie) {
  const hangUp = new AbortController()
  const response = await fetch(url, { headers: { cookie }, signal: hangUp.signal })
  if (response.status !== 200) {
    hangUp.abort()
    throw new Error(`live stream answered ${response.status}`)
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  while (!buffer.includes('event: ready')) {
    const { value, done } = await reader.read()
    if (done) throw new Error('live stream ended before it was ready')
    buffer += decoder.decode(value, { stream: true })
  }
  void (async () => {
    while (!(await reader.read().catch(() => ({ done: true }))).done);
  })()
  return { close: () => hangUp.abort() }
}
