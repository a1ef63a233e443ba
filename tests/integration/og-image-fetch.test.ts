import { randomBytes } from 'node:crypto'
import type { LookupAddress } from 'node:dns'
import { EventEmitter, once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fetchPublicImage, MAX_SOURCE_BYTES } from '@/lib/media/fetch-public-image'
import { renderSocialImage } from '@/lib/media/social-image'

// Read by env() on the first fetch that uses the default allow-list; mixed case and a port on
// purpose: hosts compare case-insensitively and ports are ignored.
process.env.OG_IMAGE_HOSTS = 'Images.Example.test, 127.0.0.1:8080'

const IMAGE = randomBytes(4096)
const MB = 1024 * 1024

type Route = (request: IncomingMessage, response: ServerResponse) => void

type TestServer = {
  origin: string
  port: number
  /** Every request that reached the server: its path and Host header. */
  requests: Array<{ path: string; host: string }>
  /** Emits 'hang-up' when the client closes a connection before the response was finished. */
  events: EventEmitter
  /** Replaces the handler: one route per path, anything else is a 404. */
  routes: Map<string, Route>
  close: () => Promise<void>
}

/** A real HTTP server on a loopback address that records what reaches it. */
async function startServer(address: string): Promise<TestServer> {
  const routes = new Map<string, Route>()
  const requests: TestServer['requests'] = []
  const events = new EventEmitter()
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', host: request.headers.host ?? '' })
    response.on('close', () => {
      if (!response.writableFinished) events.emit('hang-up')
    })
    const route = routes.get(request.url ?? '')
    if (route) route(request, response)
    else response.writeHead(404).end('not found')
  })
  server.listen(0, address)
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://${address}:${port}`,
    port,
    requests,
    events,
    routes,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const image: Route = (_request, response) =>
  response.writeHead(200, { 'content-type': 'image/jpeg' }).end(IMAGE)

const redirect =
  (location: string, status = 302): Route =>
  (_request, response) =>
    response.writeHead(status, { location }).end()

/** Writes `bytes` in chunks, waiting for the client to read, then neither ends nor closes. */
const streamWithoutEnd =
  (bytes: number): Route =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' })
    const chunk = Buffer.alloc(64 * 1024, 1)
    let sent = 0
    const pump = () => {
      while (sent < bytes && !response.destroyed) {
        sent += chunk.length
        if (!response.write(chunk)) return void response.once('drain', pump)
      }
    }
    pump()
  }

const loopbackOnly = (ip: string) => ip === '127.0.0.1'
const anyAddress = () => true

let site: TestServer // 127.0.0.1: the host content points at
let inner: TestServer // 127.0.0.2: stands for a host the server must never reach

beforeAll(async () => {
  site = await startServer('127.0.0.1')
  inner = await startServer('127.0.0.2')
  inner.routes.set('/secret', image)
})
afterAll(async () => {
  await site.close()
  await inner.close()
})
afterEach(() => {
  site.routes.clear()
  site.requests.length = 0
  inner.requests.length = 0
})

describe('fetchPublicImage with production settings (env allow-list, public addresses only)', () => {
  it('refuses an allow-listed host that is a loopback address, without any request', async () => {
    site.routes.set('/a.jpg', image)
    expect(await fetchPublicImage(`${site.origin}/a.jpg`)).toBeNull()
    expect(site.requests).toHaveLength(0)
  })

  it('gives the social card route the brand card instead of a loopback image', async () => {
    site.routes.set('/a.jpg', image)
    const card = await renderSocialImage(`${site.origin}/a.jpg`)
    expect(card).toEqual(await renderSocialImage(null))
    expect(site.requests).toHaveLength(0)
  })

  it('never follows a redirect chain that starts on an allowed but private host', async () => {
    site.routes.set('/start', redirect(`${inner.origin}/secret`))
    expect(await fetchPublicImage(`${site.origin}/start`)).toBeNull()
    expect(site.requests).toHaveLength(0)
    expect(inner.requests).toHaveLength(0)
  })

  it('refuses a host that is not allow-listed before resolving it or sending anything', async () => {
    site.routes.set('/a.jpg', image)
    let lookups = 0
    const resolve = async (): Promise<LookupAddress[]> => {
      lookups += 1
      return [{ address: '127.0.0.1', family: 4 }]
    }
    const options = { resolve, isAllowedAddress: anyAddress }
    expect(await fetchPublicImage(`http://localhost:${site.port}/a.jpg`, options)).toBeNull()
    expect(
      await fetchPublicImage(`http://evil.example.test:${site.port}/a.jpg`, options),
    ).toBeNull()
    expect(lookups).toBe(0)
    expect(site.requests).toHaveLength(0)
  })

  it('refuses anything but http(s)', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/a.jpg', '//127.0.0.1/a.jpg', 'x'])
      expect(await fetchPublicImage(url, { isAllowedAddress: anyAddress })).toBeNull()
  })

  it('reads the env allow-list case-insensitively, ignoring ports', async () => {
    site.routes.set('/a.jpg', image)
    const resolve = async (): Promise<LookupAddress[]> => [{ address: '127.0.0.1', family: 4 }]
    const byName = `http://IMAGES.example.TEST:${site.port}/a.jpg`
    expect(await fetchPublicImage(byName, { resolve, isAllowedAddress: loopbackOnly })).toEqual(
      IMAGE,
    )
    const byAddress = `${site.origin}/a.jpg`
    expect(await fetchPublicImage(byAddress, { isAllowedAddress: loopbackOnly })).toEqual(IMAGE)
  })
})

// No public host is reachable offline: these let 127.0.0.1 through in its place.
describe('fetchPublicImage from an allowed address', () => {
  const allowed = { allowedHosts: ['127.0.0.1'], isAllowedAddress: loopbackOnly }

  it('returns the body of a 200', async () => {
    site.routes.set('/a.jpg', image)
    expect(await fetchPublicImage(`${site.origin}/a.jpg`, allowed)).toEqual(IMAGE)
    expect(site.requests).toEqual([{ path: '/a.jpg', host: `127.0.0.1:${site.port}` }])
  })

  it('connects to the address it checked, keeping the host name for the Host header', async () => {
    site.routes.set('/a.jpg', image)
    // A rebinding resolver: public-looking first, then the inner host. Only one answer is used.
    const answers = ['127.0.0.1', '127.0.0.2', '127.0.0.2']
    const resolve = async (): Promise<LookupAddress[]> => [
      { address: answers.shift() ?? '127.0.0.2', family: 4 },
    ]
    const url = `http://cdn.rebind.test:${site.port}/a.jpg`
    const options = { ...allowed, allowedHosts: ['cdn.rebind.test'], resolve }
    expect(await fetchPublicImage(url, options)).toEqual(IMAGE)
    expect(answers).toHaveLength(2) // resolved exactly once
    expect(site.requests).toEqual([{ path: '/a.jpg', host: `cdn.rebind.test:${site.port}` }])
    expect(inner.requests).toHaveLength(0)
  })

  it('refuses a name when any address it resolves to is refused, without any request', async () => {
    site.routes.set('/a.jpg', image)
    // The first answer alone would pass: all of them must.
    const resolve = async (): Promise<LookupAddress[]> => [
      { address: '127.0.0.1', family: 4 },
      { address: '127.0.0.2', family: 4 },
    ]
    const url = `http://images.example.test:${site.port}/a.jpg`
    const options = { ...allowed, allowedHosts: ['images.example.test'], resolve }
    expect(await fetchPublicImage(url, options)).toBeNull()
    expect(site.requests).toHaveLength(0)
  })

  it.each([404, 500, 204, 206, 304])('refuses a %i response', async (status) => {
    site.routes.set('/a.jpg', (_request, response) => response.writeHead(status).end())
    expect(await fetchPublicImage(`${site.origin}/a.jpg`, allowed)).toBeNull()
    expect(site.requests).toHaveLength(1)
  })

  it('accepts a body of exactly the cap', async () => {
    const body = Buffer.alloc(MAX_SOURCE_BYTES, 7)
    site.routes.set('/big.jpg', (_request, response) => response.writeHead(200).end(body))
    const bytes = await fetchPublicImage(`${site.origin}/big.jpg`, allowed)
    expect(bytes?.byteLength).toBe(MAX_SOURCE_BYTES)
  })

  it('stops reading a body without Content-Length once it passes the cap', async () => {
    // 16 MB and then the response stays open: only a reader that counts as it goes returns.
    site.routes.set('/huge.jpg', streamWithoutEnd(16 * MB))
    const hungUp = once(site.events, 'hang-up')
    const options = { ...allowed, timeoutMs: 60_000 }
    expect(await fetchPublicImage(`${site.origin}/huge.jpg`, options)).toBeNull()
    await hungUp
  })

  it('refuses a response whose Content-Length is over the cap before reading its body', async () => {
    site.routes.set('/huge.jpg', (_request, response) => {
      response.writeHead(200, { 'content-length': String(20 * MB) })
      response.flushHeaders() // headers only: the body never comes
    })
    const hungUp = once(site.events, 'hang-up')
    const options = { ...allowed, timeoutMs: 60_000 }
    expect(await fetchPublicImage(`${site.origin}/huge.jpg`, options)).toBeNull()
    await hungUp
  })

  it('gives up on a server that never answers and drops the connection', async () => {
    site.routes.set('/slow.jpg', () => {}) // takes the request, never responds
    const hungUp = once(site.events, 'hang-up')
    expect(
      await fetchPublicImage(`${site.origin}/slow.jpg`, { ...allowed, timeoutMs: 200 }),
    ).toBeNull()
    await hungUp
  })

  it('gives up on a body that stalls after the headers', async () => {
    site.routes.set('/stall.jpg', (_request, response) => {
      response.writeHead(200, { 'content-length': String(IMAGE.length) })
      response.write(IMAGE.subarray(0, 100)) // and nothing more
    })
    const hungUp = once(site.events, 'hang-up')
    expect(
      await fetchPublicImage(`${site.origin}/stall.jpg`, { ...allowed, timeoutMs: 200 }),
    ).toBeNull()
    await hungUp
  })

  it('gives up when resolving the host name hangs', async () => {
    const resolve = () => new Promise<LookupAddress[]>(() => {})
    const options = { ...allowed, resolve, timeoutMs: 200 }
    expect(await fetchPublicImage(`${site.origin}/a.jpg`, options)).toBeNull()
    expect(site.requests).toHaveLength(0)
  })

  it('follows up to 3 redirects on allowed hosts, relative ones included', async () => {
    site.routes.set('/one', redirect('/two', 301))
    site.routes.set('/two', redirect(`${site.origin}/three`, 307))
    site.routes.set('/three', redirect('four.jpg', 308))
    site.routes.set('/four.jpg', image)
    expect(await fetchPublicImage(`${site.origin}/one`, allowed)).toEqual(IMAGE)
    expect(site.requests.map((request) => request.path)).toEqual([
      '/one',
      '/two',
      '/three',
      '/four.jpg',
    ])
  })

  it('refuses a fourth redirect without requesting its target', async () => {
    site.routes.set('/one', redirect('/two'))
    site.routes.set('/two', redirect('/three'))
    site.routes.set('/three', redirect('/four'))
    site.routes.set('/four', redirect('/five.jpg'))
    site.routes.set('/five.jpg', image)
    expect(await fetchPublicImage(`${site.origin}/one`, allowed)).toBeNull()
    expect(site.requests.map((request) => request.path)).toEqual([
      '/one',
      '/two',
      '/three',
      '/four',
    ])
  })

  it('never reaches a redirect target that is allow-listed but at a refused address', async () => {
    site.routes.set('/start', redirect(`${inner.origin}/secret`))
    const options = { ...allowed, allowedHosts: ['127.0.0.1', '127.0.0.2'] }
    expect(await fetchPublicImage(`${site.origin}/start`, options)).toBeNull()
    expect(site.requests).toHaveLength(1)
    expect(inner.requests).toHaveLength(0)
  })

  it('never reaches a redirect target on a host that is not allow-listed', async () => {
    site.routes.set('/start', redirect(`${inner.origin}/secret`))
    const options = { allowedHosts: ['127.0.0.1'], isAllowedAddress: anyAddress }
    expect(await fetchPublicImage(`${site.origin}/start`, options)).toBeNull()
    expect(site.requests).toHaveLength(1)
    expect(inner.requests).toHaveLength(0)
  })

  it('refuses a redirect to anything but http(s)', async () => {
    site.routes.set('/start', redirect('file:///etc/passwd'))
    expect(await fetchPublicImage(`${site.origin}/start`, allowed)).toBeNull()
    expect(site.requests).toHaveLength(1)
  })
})
