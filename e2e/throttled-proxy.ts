import { createServer, connect, type Server, type Socket } from 'node:net'

export type ThrottledProxy = { url: string; close: () => Promise<void> }

/**
 * A TCP proxy on loopback that passes what the browser sends to `targetPort` at most
 * `bytesPerSecond` (by pausing its reads, so TCP holds the sender back), and answers at full
 * speed. A browser's upload through it takes a while, as on a slow line, so its progress events
 * report the bytes sent so far. Cookies for localhost are shared by every port.
 */
export async function startThrottledProxy(
  targetPort: number,
  bytesPerSecond: number,
): Promise<ThrottledProxy> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, 'localhost')
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    upstream.pipe(client)
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk)
      client.pause()
      setTimeout(() => client.resume(), (chunk.length / bytesPerSecond) * 1000)
    })
    client.on('end', () => upstream.end())
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
