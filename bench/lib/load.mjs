// HTTP load test with autocannon's programmatic API: a discarded warm-up, then the measurement.
import autocannon from 'autocannon'

export const CONNECTIONS = 50
const WARMUP_SECONDS = 5

/** The autocannon instance in progress, so an interrupt can stop it. */
let current = null

export function stopLoad() {
  current?.stop()
}

function run(url, duration) {
  return new Promise((resolve, reject) => {
    current = autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => {
      current = null
      if (error) reject(error)
      else resolve(result)
    })
  })
}

/**
 * @returns {Promise<{ url: string, connections: number, seconds: number, requestsPerSec: number,
 *   latencyP50Ms: number, latencyP99Ms: number, requests: number, non2xx: number,
 *   errors: number, timeouts: number }>}
 */
export async function loadTest(url, { seconds }) {
  await run(url, WARMUP_SECONDS)
  const result = await run(url, seconds)
  return {
    url,
    connections: CONNECTIONS,
    seconds,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
