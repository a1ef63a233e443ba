import 'server-only'

/**
 * A request's body, or null once it is longer than `limit` (counted as it arrives, so a client
 * that lies about its length or sends no length still cannot make the server hold more).
 */
export async function readUploadBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= limit)) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
