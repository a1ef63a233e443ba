import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import { AppError } from '@/lib/actions/app-error'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { formatBytes, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from './media-limits'
import type { UploadNotice } from './media-summary'
import { ACCEPTED_TYPES, typeLabel, typeNamedBy, type AcceptedType } from './media-types'

export type ClassifiedUpload = AcceptedType & {
  /** Said to the uploader when the name claimed another type than the bytes are. */
  notice: UploadNotice | null
}

/** Types people do try, refused with what to do instead (the accepted types, as in media-limits). */
const REFUSED: Record<string, AdminMessageKey> = {
  heic: 'media.refusals.heic',
  gif: 'media.refusals.gif',
  tif: 'media.refusals.tif',
  bmp: 'media.refusals.bmp',
  psd: 'media.refusals.psd',
}

const SVG_REFUSED = 'media.refusals.svg'

/** SVG is text: file-type names it XML or nothing. Its root element is near the start. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024))
    .toString('latin1')
    .toLowerCase()
  return head.includes('<svg')
}

/**
 * What an uploaded file is, judged by its bytes only (never its name): an accepted image or PDF
 * within its size limit, or a refused AppError saying why not and what to do. A name that claims
 * another type is answered with a notice; the file is taken as what its bytes are.
 */
export async function classifyUpload(bytes: Uint8Array, name: string): Promise<ClassifiedUpload> {
  if (bytes.length === 0) throw AppError.refused('media.refusals.empty')
  const detected = await fileTypeFromBuffer(bytes)
  const accepted = detected ? ACCEPTED_TYPES[detected.ext] : undefined
  if (!accepted) {
    if ((!detected || detected.ext === 'xml') && looksLikeSvg(bytes))
      throw AppError.refused(SVG_REFUSED)
    const key = detected?.ext === 'heif' || detected?.ext === 'heic' ? 'heic' : detected?.ext
    const refusal = key ? REFUSED[key] : undefined
    if (refusal) throw AppError.refused(refusal)
    throw detected
      ? AppError.refused('media.refusals.otherType', { type: detected.ext.toUpperCase() })
      : AppError.refused('media.refusals.unknownType')
  }
  const limit = accepted.kind === 'image' ? MAX_IMAGE_BYTES : MAX_PDF_BYTES
  if (bytes.length > limit) {
    throw AppError.refused(
      accepted.kind === 'image' ? 'media.refusals.imageTooLarge' : 'media.refusals.pdfTooLarge',
      { size: formatBytes(bytes.length), limit: formatBytes(limit) },
    )
  }
  const claimed = typeNamedBy(name)
  const notice: UploadNotice | null =
    claimed && claimed.mime !== accepted.mime
      ? {
          message: 'media.dropzone.renamedType',
          values: { name, actual: typeLabel(accepted.mime), claimed: typeLabel(claimed.mime) },
        }
      : null
  return { ...accepted, notice }
}
