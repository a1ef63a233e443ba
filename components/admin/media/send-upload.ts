import type { ActionResult } from '@/lib/actions/action-result'
import { formatBytes, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '@/lib/media/media-limits'
import type { UploadedMedia } from '@/lib/media/media-summary'

export type UploadAnswer = ActionResult<UploadedMedia>

const TOO_LARGE = `This file is larger than ${formatBytes(MAX_UPLOAD_BYTES)}, the most the library takes (${formatBytes(MAX_IMAGE_BYTES)} for images). Compress it, then upload it again.`
const INTERRUPTED = 'The upload was interrupted. Check your connection, then try again.'

/** A refusal the browser can give before sending a byte; the server checks again anyway. */
export function refusedBeforeSending(file: File): string | null {
  if (file.size === 0) return 'This file is empty. Choose the file again.'
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE
  if (
    file.type.startsWith('image/') &&
    file.type !== 'image/svg+xml' &&
    file.size > MAX_IMAGE_BYTES
  )
    return `This image is ${formatBytes(file.size)}; images can be at most ${formatBytes(MAX_IMAGE_BYTES)}. Resize or compress it, then upload it again.`
  return null
}

const failure = (message: string, code: 'refused' | 'error' = 'refused'): UploadAnswer => ({
  ok: false,
  code,
  message,
})

/**
 * Sends one file to the library's upload route with XMLHttpRequest, whose upload events give
 * the progress (fetch has none), and reads the ActionResult it answers.
 */
export function sendUpload(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/admin/media/upload')
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name))
    request.responseType = 'text'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as UploadAnswer)
      } catch {
        // Not our JSON: the front server's 413, a proxy's error page.
        resolve(request.status === 413 ? failure(TOO_LARGE) : failure(INTERRUPTED, 'error'))
      }
    }
    request.onerror = () => resolve(failure(INTERRUPTED, 'error'))
    request.onabort = () => resolve(failure('The upload was cancelled.'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}
