import 'server-only'
import { gunzipSync } from 'node:zlib'

/** More than a year of daily rows for a hundred campaigns, in UTF-16. */
const MAX_REPORT_BYTES = 8 * 1024 * 1024

/**
 * The report file as sent. The page gzips it first (a server action takes 100 kB, and cost
 * reports compress tenfold), so a gzip is unpacked, to at most MAX_REPORT_BYTES; null when it
 * is no gzip after all or unpacks larger.
 */
export async function readUploadBytes(file: Blob): Promise<Uint8Array | null> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes.length <= MAX_REPORT_BYTES ? bytes : null
  try {
    return new Uint8Array(gunzipSync(bytes, { maxOutputLength: MAX_REPORT_BYTES }))
  } catch {
    return null
  }
}
