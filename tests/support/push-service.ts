import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A push service on 127.0.0.1 for tests, playing both ends a real one joins: it hands out
 * subscriptions with keys made as a browser makes them (a P-256 pair and a 16-byte auth
 * secret), and opens what the application server posts to them as the browser would (RFC 8291
 * over RFC 8188 aes128gcm), after checking the VAPID signature (RFC 8292). node:crypto only.
 */

/** What a browser keeps of its subscription: the private key never leaves it. */
export type BrowserKeys = { privateKey: Buffer; publicKey: Buffer; auth: Buffer }

export type TestSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  browser: BrowserKeys
}

export type ReceivedPush = {
  endpoint: string
  /** The decrypted body. */
  text: string
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined }
  /** The VAPID JWT's claims, its signature checked against the key in the header. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string }
}

/** The RFC 8291 §3.4 decryption: `body` is the aes128gcm payload the push service received. */
export function decryptPushBody(body: Buffer, browser: BrowserKeys): Buffer {
  // RFC 8188 §2.1 header: salt (16) | rs (4) | idlen (1) | keyid (the sender's public key).
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]!
  const senderPublic = body.subarray(21, 21 + idLength)
  const records = body.subarray(21 + idLength)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(browser.privateKey)
  const shared = ecdh.computeSecret(senderPublic)
  // §3.3: the auth secret and both public keys bind the shared secret to this subscription.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12))
  const plain: Buffer[] = []
  for (let offset = 0, index = 0; offset < records.length; offset += recordSize, index += 1) {
    const record = records.subarray(offset, offset + recordSize)
    // RFC 8188 §2.3: each record's nonce is the base nonce XOR its sequence number (small here).
    const recordNonce = Buffer.from(nonce)
    recordNonce.writeUInt32BE((recordNonce.readUInt32BE(8) ^ index) >>> 0, 8)
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce)
    decipher.setAuthTag(record.subarray(record.length - 16))
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ])
    // Padding: zeros after a delimiter, 2 on the last record and 1 on the others.
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end -= 1
    const last = offset + recordSize >= records.length
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter')
    plain.push(padded.subarray(0, end))
  }
  return Buffer.concat(plain)
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed by that
 * key, for the push service's origin, expiring within 24 hours, with a contact.
 */
export function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`)
  const [, token, key] = match as unknown as [string, string, string]
  const [header, claims, signature] = token.split('.') as [string, string, string]
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  if (json(header).alg !== 'ES256') throw new Error('VAPID JWT is not ES256')
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('VAPID signature does not verify')
  const { aud, exp, sub } = json(claims) as { aud: string; exp: number; sub: string }
  const now = Date.now() / 1000
  if (aud !== origin) throw new Error(`VAPID aud ${aud} is not ${origin}`)
  if (!(exp > now && exp <= now + 24 * 3600)) throw new Error('VAPID exp out of range')
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID sub ${sub}`)
  return { aud, exp, sub, publicKey: key }
}

/** A browser's key pair and auth secret, as PushManager.subscribe() makes them. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) }
}

export type LoopbackPushService = {
  origin: string
  /** Every push opened, in arrival order. */
  received: ReceivedPush[]
  /** A new subscription on this service, as a browser would post it. */
  subscribe: () => TestSubscription
  /** Answers pushes to this endpoint with `status` from now on (410: the subscription is gone). */
  answer: (endpoint: string, status: number) => void
  /** Anything a push could not be opened or checked for (should stay empty). */
  problems: string[]
  close: () => Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

export async function startPushService(): Promise<LoopbackPushService> {
  const browsers = new Map<string, BrowserKeys>()
  const statuses = new Map<string, number>()
  const received: ReceivedPush[] = []
  const problems: string[] = []
  let origin = ''
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    const endpoint = `${origin}${request.url}`
    const browser = browsers.get(endpoint)
    const status = statuses.get(endpoint) ?? (browser ? 201 : 404)
    try {
      if (request.method !== 'POST') throw new Error(`method ${request.method}`)
      if (browser && status < 300) {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`)
        received.push({
          endpoint,
          vapid: verifyVapid(request.headers.authorization, origin),
          text: decryptPushBody(body, browser).toString('utf8'),
          headers: {
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
          },
        })
      }
      response.writeHead(status).end()
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error))
      response.writeHead(400).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    problems,
    subscribe: () => {
      const browser = browserKeys()
      const endpoint = `${origin}/push/${randomUUID()}`
      browsers.set(endpoint, browser)
      return {
        endpoint,
        keys: {
          p256dh: browser.publicKey.toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
        browser,
      }
    },
    answer: (endpoint, status) => void statuses.set(endpoint, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
