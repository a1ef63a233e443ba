import { describe, expect, it } from 'vitest'
import { readUploadBody } from '@/lib/media/read-upload-body'

/** A request whose body arrives in `chunks` pieces of `size` bytes; counts the pieces read. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close()
      sent += 1
      controller.enqueue(new Uint8Array(size).fill(sent))
    },
  })
  const request = new Request('http://localhost/admin/media/upload', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
  return { request, sent: () => sent }
}

describe('readUploadBody', () => {
  it('reads a body within the limit whole', async () => {
    const { request } = streamed(3, 100)
    const bytes = await readUploadBody(request, 300)
    expect(bytes?.length).toBe(300)
    expect(bytes?.[0]).toBe(1)
    expect(bytes?.[299]).toBe(3)
  })

  it('refuses a declared length over the limit without reading the body', async () => {
    const { request, sent } = streamed(10, 100, { 'content-length': '1000' })
    expect(await readUploadBody(request, 999)).toBeNull()
    expect(sent(), 'no more than the stream’s own read-ahead').toBeLessThanOrEqual(1)
    const odd = streamed(1, 10, { 'content-length': 'ten' })
    expect(await readUploadBody(odd.request, 999)).toBeNull()
  })

  it('stops reading once more than the limit has come, whatever the length said', async () => {
    const unsized = streamed(1000, 1000)
    expect(await readUploadBody(unsized.request, 2500)).toBeNull()
    expect(unsized.sent()).toBeLessThan(10)
    const lying = streamed(1000, 1000, { 'content-length': '10' })
    expect(await readUploadBody(lying.request, 2500)).toBeNull()
    expect(lying.sent()).toBeLessThan(10)
  })
})
