import { existsSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'

// SIGTERM to the server (`npm start`, the front server) while a request is under way: no new
// connection is taken, the request finishes, and the process exits 0 having closed its
// database and released the data dir's lock.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 8
const DATA_DIR = '.data-e2e-shutdown'

let server: AppServer | null = null

test.afterAll(async () => {
  await server?.stop()
})

test('SIGTERM: the request under way completes, new ones are refused, exit 0, lock released', async () => {
  test.setTimeout(180_000)
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR })
  const lock = join(process.cwd(), DATA_DIR, 'db.lock')
  expect(existsSync(lock)).toBe(true)

  // A request whose body is still arriving: it stays under way until the rest is sent. With
  // `Expect: 100-continue` the server answers "continue" as its handler takes the request, so
  // the signal below comes once the request is counted, without waiting a fixed time.
  let sendRest = () => {}
  let accepted = () => {}
  const taken = new Promise<void>((resolve) => (accepted = resolve))
  const answer = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/the-crest-residence',
        headers: { 'content-type': 'text/plain', 'content-length': '10', expect: '100-continue' },
      },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => void (bytes += chunk.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.on('continue', () => req.write('12345', () => accepted()))
    req.flushHeaders()
    sendRest = () => req.end('67890')
  })
  const exited = new Promise<number | null>((resolve) =>
    server!.child.once('exit', (code) => resolve(code)),
  )
  await taken
  server.child.kill('SIGTERM')
  // Ours, and any the server itself has open (its own loopback calls).
  await expect.poll(() => server!.output()).toMatch(/SIGTERM: finishing [1-9]\d* request\(s\)/)

  const refused = await fetch(`${server.url.replace('localhost', '127.0.0.1')}/api/health`).then(
    () => 'answered',
    () => 'refused',
  )
  expect(refused).toBe('refused')

  sendRest()
  const { status, bytes } = await answer
  expect(status).toBe(200)
  expect(bytes).toBeGreaterThan(1000)
  expect(await exited, server.output()).toBe(0)
  expect(server.output()).toContain('Stopped')
  expect(existsSync(lock)).toBe(false)
})
