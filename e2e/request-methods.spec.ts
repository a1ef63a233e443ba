import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { readActionIds } from '../scripts/server/server-actions.mjs'
import { startAppServer, type AppServer } from '../tests/support/app-server'

// Issue 38 §7: methods no route takes, and action ids no build has. Next answered TRACE with 500 and a stack trace in the
// log, and PUT, PATCH, PROPFIND with the page (200); the front server answers 405 with Allow.
// A server of its own, to read what it logs.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 4
let server: AppServer | null = null

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startAppServer({ port: PORT, dataDir: '.data-e2e-methods' })
})

test.afterAll(async () => {
  await server?.stop()
})

/** A raw request (fetch refuses TRACE and CONNECT-like methods): its status, Allow and body. */
function send(method: string, path: string, body?: string) {
  return new Promise<{ status: number; allow: string | undefined; text: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: PORT, method, path }, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => void (text += chunk.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, text }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(body)
    },
  )
}

test('methods no route takes get 405 with Allow, and nothing is logged with a stack', async () => {
  const pages = ['/', '/the-crest-residence/ar', '/no-such-page', '/x.php', '/admin/leads']
  for (const path of pages) {
    for (const method of ['TRACE', 'PUT', 'PATCH', 'PROPFIND', 'DELETE', 'OPTIONS']) {
      const answer = await send(method, path, method === 'PUT' ? 'a=1' : undefined)
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.allow, `${method} ${path}`).toBe('GET, HEAD, POST')
      expect(answer.text, `${method} ${path}`).not.toMatch(/<html|\bat \S+:\d+/)
    }
  }
  // Files and route handlers: only what they take.
  for (const [method, path, allow] of [
    ['TRACE', '/api/health', 'GET, HEAD'],
    ['POST', '/robots.txt', 'GET, HEAD'],
    ['PUT', '/og/p/the-crest-residence.jpg', 'GET, HEAD'],
    ['GET', '/api/internal/content-changed', 'POST'],
    ['DELETE', '/admin/media/upload', 'POST'],
    ['POST', '/feeds/conversions/00000000-0000-0000-0000-000000000000.csv', 'GET, HEAD'],
  ] as const) {
    const answer = await send(method, path)
    expect(answer.status, `${method} ${path}`).toBe(405)
    expect(answer.allow, `${method} ${path}`).toBe(allow)
  }
  // What the product does use still works.
  expect((await send('GET', '/')).status).toBe(200)
  expect((await send('HEAD', '/the-crest-residence')).status).toBe(200)
  expect((await send('GET', '/api/health')).status).toBe(200)
  expect((await send('POST', '/api/internal/content-changed')).status).toBe(404)

  // A server action id the build does not have (forged, or a page open across a deploy):
  // Next's own answer, given at the front door, where Next would log a stack trace.
  for (const [id, status] of [
    ['7f00112233445566778899aabbccddeeff00112233', 409],
    ['not-an-action', 400],
  ] as const) {
    const answer = await fetch(`http://127.0.0.1:${PORT}/`, {
      method: 'POST',
      headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    })
    expect(answer.status, id).toBe(status)
    expect(answer.headers.get('x-nextjs-action-not-found'), id).toBe('1')
    await answer.text()
  }

  // A real action sent a body no browser would send: Next refuses it (and logs it, on one line).
  const [realAction] = readActionIds(`.next-${PORT}`) ?? []
  expect(realAction).toBeTruthy()
  for (const [type, body] of [
    ['text/plain;charset=UTF-8', 'garbage{['],
    ['text/plain;charset=UTF-8', '["$K9"]'],
    ['multipart/form-data; boundary=xx', 'no parts at all'],
  ] as const) {
    const answer = await fetch(`http://127.0.0.1:${PORT}/`, {
      method: 'POST',
      headers: { 'next-action': realAction!, 'content-type': type },
      body,
    })
    expect(answer.status, body).not.toBe(200)
    await answer.text()
  }
  await expect.poll(() => server!.output()).toContain('Unexpected end of form')

  // The log holds no stack trace (lines "    at fn (file:line:col)").
  expect(server!.output()).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
})
