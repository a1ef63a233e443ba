import type { ActionFailure, ActionResult } from '@/lib/actions/action-result'
import type { MessageKey, MessageValues } from '@/lib/actions/message-key'
import { formatBytes, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '@/lib/media/media-limits'
import type { UploadedMedia } from '@/lib/media/media-summary'

export type UploadAnswer = ActionResult<UploadedMedia>

/** Why a file was not taken: a message key and its values, as the upload route answers. */
export type UploadRefusal = Pick<ActionFailure, 'message' | 'values'>

const TOO_LARGE: UploadRefusal = {
  message: 'media.refusals.uploadTooLarge',
  values: { limit: formatBytes(MAX_UPLOAD_BYTES), imageLimit: formatBytes(MAX_IMAGE_BYTES) },
}

/** A refusal the browser can give before sending a byte; the server checks again anyway. */
export function refusedBeforeSending(file: File): UploadRefusal | null {
  if (file.size === 0) return { message: 'media.refusals.empty' }
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE
  if (
    file.type.startsWith('image/') &&
    file.type !== 'image/svg+xml' &&
    file.size > MAX_IMAGE_BYTES
  )
    return {
      message: 'media.refusals.imageTooLarge',
      values: { size: formatBytes(file.size), limit: formatBytes(MAX_IMAGE_BYTES) },
    }
  return null
}

const failure = (
  message: MessageKey,
  code: 'refused' | 'error' = 'refused',
  values?: MessageValues,
): UploadAnswer => ({ ok: false, code, message, ...(values ? { values } : {}) })

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
        resolve(
          request.status === 413
            ? failure('media.refusals.uploadTooLarge', 'refused', TOO_LARGE.values)
            : failure('media.refusals.interrupted', 'error'),
        )
      }
    }
    request.onerror = () => resolve(failure('media.refusals.interrupted', 'error'))
    request.onabort = () => resolve(failure('media.refusals.cancelled'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}
