import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import webpush from 'web-push'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sendWebPushes, type PushTarget } from '@/lib/push-sender/send-web-push'

// The loopback push service is plain http on 127.0.0.1: taken only because it is listed.
process.env.PUSH_ENDPOINT_HOSTS = '127.0.0.1'

let server: Server
let target: PushTarget
const delivered: string[] = []

beforeAll(async () => {
  // A push service that drops every connection at its second request, unanswered: what a
  // kept-open connection meets when the service closes it just as it is reused.
  server = createServer((request, response) => {
    const socket = request.socket as typeof request.socket & { served?: number }
    socket.served = (socket.served ?? 0) + 1
    if (socket.served > 1) return socket.destroy()
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      delivered.push(request.headers.topic as string)
      response.writeHead(201).end()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const browserKeys = createECDH('prime256v1')
  browserKeys.generateKeys()
  target = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/reuse`,
    p256dh: browserKeys.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
})

afterAll(() => new Promise<void>((done) => server.close(() => done())))

it('a push whose kept-open connection was dropped is posted again on a new one', async () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:sales@example.com' }
  const send = (topic: string) => sendWebPushes([{ target, payload: '{}', topic }], vapid)
  expect(await send('first')).toEqual([{ kind: 'delivered' }])
  // The next one goes out on the same connection, which the service drops.
  expect(await send('second')).toEqual([{ kind: 'delivered' }])
  expect(delivered).toEqual(['first', 'second'])
})
