// `node bench/page-load.mjs [root]`: the cached project page's throughput alone (the load test
// of `npm run bench`, step 4), on a fresh server started from `root` (default: this checkout).
// Pointing it at another checkout of the project measures that version the same way, e.g. to
// see what a change to the front server costs. JSON on stdout.
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { loadTest } from './lib/load.mjs'
import { spawnServer } from './lib/server.mjs'

const here = fileURLToPath(new URL('..', import.meta.url))
const root = resolve(process.argv[2] ?? here)
const seconds = Number(process.env.BENCH_SECONDS || 20)
const path = process.env.BENCH_PATH || '/the-crest-residence'

const server = await spawnServer({
  root,
  port: 3902,
  dataDir: '.data-bench-load',
  logFile: resolve(here, 'bench/results/page-load-server.log'),
})
try {
  await server.waitHealthy()
  const url = `${server.baseUrl}${path}`
  // Until the front cache holds the page (Next renders it, then serves it from its cache).
  for (let i = 0; i < 20; i++) {
    const response = await fetch(url)
    await response.arrayBuffer()
    if (response.headers.get('x-page-cache') === 'HIT') break
  }
  const result = await loadTest(url, { seconds })
  const head = await fetch(url)
  console.log(
    JSON.stringify(
      { root, ...result, csp: head.headers.get('content-security-policy') !== null },
      null,
      2,
    ),
  )
} finally {
  await server.stop()
}
