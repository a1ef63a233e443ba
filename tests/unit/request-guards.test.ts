import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '@/lib/media/media-limits'
import {
  bodyLimitFor,
  MAX_ACTION_BODY_BYTES,
  declaredTooLarge,
  hasMalformedPath,
  hasUnsizedBody,
  holdUnsizedBody,
  MAX_BODY_BYTES,
  SESSION_COOKIE_NAMES,
  uploadRefusal,
} from '../../scripts/server/request-guards.mjs'
import { sessionCookiePrefix } from '@/lib/auth/session-cookies'

describe('hasMalformedPath', () => {
  it.each(['/%', '/%zz', '/ar/%c0', '/a%2', '/%E0%A4%A?x=1'])('refuses %j', (url) => {
    expect(hasMalformedPath(url)).toBe(true)
  })
  it.each(['/', '/ar', '/the-crest-residence?unit=a&q=%', '/%D8%A7', '/a%20b#%'])(
    'accepts %j (a bad query or fragment is the page’s business)',
    (url) => {
      expect(hasMalformedPath(url)).toBe(false)
    },
  )
})

describe('declaredTooLarge', () => {
  it('compares Content-Length with the limit and refuses a length that is not a number', () => {
    expect(declaredTooLarge({}, 10)).toBe(false)
    expect(declaredTooLarge({ 'content-length': '10' }, 10)).toBe(false)
    expect(declaredTooLarge({ 'content-length': '11' }, 10)).toBe(true)
    expect(declaredTooLarge({ 'content-length': '1e3' }, 10_000)).toBe(true)
  })
})

describe('bodyLimitFor', () => {
  it('lets the media upload carry the largest file the library takes, and nothing else more than 1 MB', () => {
    expect(bodyLimitFor('/admin/media/upload')).toBe(MAX_UPLOAD_BYTES)
    expect(bodyLimitFor('/admin/media/upload?x=1')).toBe(MAX_UPLOAD_BYTES)
    for (const url of [
      '/',
      '/admin/media',
      '/admin/media/upload/x',
      '/ADMIN/media/upload',
      '/x?/admin/media/upload',
    ])
      expect(bodyLimitFor(url), url).toBe(MAX_BODY_BYTES)
  })
})

describe('uploadRefusal', () => {
  const upload = '/admin/media/upload'
  const sized = { 'content-length': String(20 * 1024 * 1024) }

  it('names the session cookies better-auth sets, over HTTPS and plain http', () => {
    expect(SESSION_COOKIE_NAMES.toSorted()).toEqual(
      [true, false].map((https) => `${sessionCookiePrefix(https)}.session_token`).toSorted(),
    )
  })

  it('answers 401 to an upload without a session cookie, before its body is read', () => {
    expect(uploadRefusal(upload, 'POST', sized)).toEqual({ status: 401, text: 'Sign in to upload' })
    expect(uploadRefusal(`${upload}?x=1`, 'POST', { ...sized, cookie: 'theme=dark' })?.status).toBe(
      401,
    )
    expect(
      uploadRefusal(upload, 'POST', { ...sized, cookie: 'masar.session_token=' })?.status,
    ).toBe(401)
    expect(
      uploadRefusal(upload, 'POST', { ...sized, cookie: 'xmasar.session_token=abc' })?.status,
    ).toBe(401)
  })

  it('answers 411 to an upload of unknown length, and passes one with a session and a length', () => {
    const chunked = { cookie: 'a=b; masar.session_token=abc.def', 'transfer-encoding': 'chunked' }
    expect(uploadRefusal(upload, 'POST', chunked)?.status).toBe(411)
    expect(
      uploadRefusal(upload, 'POST', { ...sized, cookie: 'masar.session_token=abc' }),
    ).toBeNull()
    expect(
      uploadRefusal(upload, 'POST', { ...sized, cookie: '__Host-masar.session_token=abc' }),
    ).toBeNull()
  })

  it('leaves every other path and method alone', () => {
    expect(uploadRefusal('/admin/media', 'POST', sized)).toBeNull()
    expect(uploadRefusal(upload, 'GET', {})).toBeNull()
    expect(uploadRefusal('/', 'POST', sized)).toBeNull()
  })
})

describe('bodyLimitFor a server action', () => {
  it('is Next’s own 100 kB, answered 413 here instead of 500 there', () => {
    expect(bodyLimitFor('/', { 'next-action': 'abc' })).toBe(MAX_ACTION_BODY_BYTES)
    expect(MAX_ACTION_BODY_BYTES).toBe(100 * 1024)
    expect(bodyLimitFor('/admin/settings', { 'next-action': 'abc' })).toBe(MAX_ACTION_BODY_BYTES)
    expect(bodyLimitFor('/', {})).toBe(MAX_BODY_BYTES)
  })
})

describe('holdUnsizedBody', () => {
  let server: Server | undefined
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  )

  /** A server that echoes what the "app" read, or 413 from the guard. */
  async function start(limit: number) {
    server = createServer((req, res) => {
      const app = async () => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        res.end(`${req.headers['content-length']}:${Buffer.concat(chunks).toString()}`)
      }
      if (!hasUnsizedBody(req)) return void app()
      holdUnsizedBody(req, {
        limit,
        onComplete: () => void app(),
        onTooLarge: () => {
          req.resume() // the rest is dropped, as serve.mjs does
          res.writeHead(413)
          res.end('too large')
        },
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }

  function post(port: number, chunks: string[]) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
        (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      for (const chunk of chunks) req.write(chunk)
      req.end()
    })
  }

  it('hands a chunked body within the limit on whole, with its length', async () => {
    const port = await start(10)
    expect(await post(port, ['abc', 'defg', 'hij'])).toEqual({ status: 200, text: '10:abcdefghij' })
  })

  it('answers 413 once a chunked body passes the limit; the app never reads it', async () => {
    const port = await start(10)
    expect(await post(port, ['abcdef', 'ghijkl'])).toEqual({ status: 413, text: 'too large' })
    // A sender still sending megabytes after the answer gets to read it.
    const megabytes = Array.from({ length: 3 }, () => 'x'.repeat(1024 * 1024))
    expect(await post(port, megabytes)).toEqual({ status: 413, text: 'too large' })
  })
})
