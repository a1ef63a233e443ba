// @ts-check
// The push sender's thread: seals each push to its browser's keys (aes128gcm, RFC 8291, by
// web-push) and posts it. Sealing is an ECDH key pair and agreement per push: off the main
// thread, where the embedded database and every request share one core, a burst of leads
// costs the pages nothing for it. Plain Node, started by path (lib/push-sender/seal-thread.ts).
import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { parentPort } from 'node:worker_threads'
import webpush from 'web-push'

/** Connections kept open to each push service: a burst of leads is a burst of pushes. */
const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
}

/**
 * Posts the sealed body (no redirect is followed); answers the status, or throws (refused,
 * reset, 10 s without an answer). node:http rather than fetch: a third of a push's CPU went
 * to fetch's own layers (measured). A kept-open connection the push service closed just as it
 * was reused ("socket hang up") is tried once more on a new one, as Node's docs advise.
 * @param {string} endpoint @param {Record<string, string>} headers @param {Buffer} body
 * @returns {Promise<number>}
 */
function post(endpoint, headers, body, retried = false) {
  const url = new URL(endpoint)
  const secure = url.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers,
      agent: secure ? agents.https : agents.http,
    })
    request.setTimeout(10_000, () => request.destroy(new Error('push service timed out')))
    request.on('error', (error) => {
      const reset = /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET'
      if (reset && request.reusedSocket && !retried)
        post(endpoint, headers, body, true).then(resolve, reject)
      else reject(error)
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.end(body)
  })
}

/**
 * @typedef {{ endpoint: string, p256dh: string, auth: string, payload: string,
 *   authorization: string, ttl: number, topic: string }} SealJob
 * @param {SealJob} job
 * @returns {Promise<{ status: number } | { error: string }>}
 */
async function sealAndPost(job) {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } },
      job.payload,
      {
        headers: { Authorization: job.authorization },
        TTL: job.ttl,
        urgency: 'high',
        topic: job.topic,
        contentEncoding: 'aes128gcm',
      },
    )
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    )
    return { status: await post(request.endpoint, headers, /** @type {Buffer} */ (request.body)) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

// One message per batch of pushes, one answer with every outcome in the same order.
parentPort?.on('message', async (/** @type {{ id: number, jobs: SealJob[] }} */ message) => {
  const results = await Promise.all(message.jobs.map(sealAndPost))
  parentPort?.postMessage({ id: message.id, results })
})
