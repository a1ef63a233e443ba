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
} from '../../scripts/server/request-guards.mjs'

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
