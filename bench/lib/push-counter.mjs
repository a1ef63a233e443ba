// A push service on loopback that takes every push (201), opens it as the subscribed browser
// would (tests/support/push-service.ts: RFC 8291) and counts the pushes and the leads they
// announce (a push may announce several: lib/push-sender/group-lead-pushes.ts). In a process
// of its own: in production the push service is another machine, and here its requests must
// not share an event loop with the load generator (autocannon would send fewer leads for it).
// Run as a child (startPushCounter); answers its port, then counts on request.
import { fork } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

/**
 * Starts the counter with a browser's keys made here; `subscription` is what the browser
 * would give the server. received()/announced()/lastAt() ask it (IPC), close() ends it.
 */
export async function startPushCounter() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const browser = [ecdh.getPrivateKey(), ecdh.getPublicKey(), auth].map((key) =>
    key.toString('base64url'),
  )
  // tsx: the decryption is the test suite's own (TypeScript).
  const child = fork(fileURLToPath(import.meta.url), ['--serve', ...browser], {
    stdio: 'inherit',
    execArgv: ['--import', 'tsx'],
  })
  const waiting = []
  child.on('message', (message) => waiting.shift()?.(message))
  const ask = (question) =>
    new Promise((resolve) => {
      waiting.push(resolve)
      if (question) child.send(question)
    })
  const { port } = await ask(null)
  const counts = () => ask('counts')
  return {
    port,
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/bench`,
      keys: { p256dh: browser[1], auth: browser[2] },
    },
    received: async () => (await counts()).received,
    announced: async () => (await counts()).announced,
    lastAt: async () => (await counts()).lastAt,
    close: () => child.kill(),
  }
}

if (process.argv.includes('--serve')) {
  const { decryptPushBody } = await import('../../tests/support/push-service.ts')
  const [privateKey, publicKey, auth] = process.argv
    .slice(process.argv.indexOf('--serve') + 1)
    .map((key) => Buffer.from(key, 'base64url'))
  let received = 0
  let announced = 0
  let lastAt = 0
  const server = createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const text = decryptPushBody(Buffer.concat(chunks), { privateKey, publicKey, auth })
      received += 1
      announced += JSON.parse(text.toString('utf8')).leads
      lastAt = Date.now()
      response.writeHead(201).end()
    })
  })
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
  process.on('message', () => process.send({ received, announced, lastAt }))
  process.on('disconnect', () => process.exit(0)) // the bench ended, however it ended
}
