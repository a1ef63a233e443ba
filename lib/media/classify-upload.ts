import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import { RefusedError } from '@/lib/actions/refused-error'
import { ACCEPTED_TYPES_TEXT, formatBytes, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from './media-limits'
import { ACCEPTED_TYPES, typeNamedBy, type AcceptedType } from './media-types'

export type ClassifiedUpload = AcceptedType & {
  /** Said to the uploader when the name claimed another type than the bytes are. */
  notice: string | null
}

const TRY_INSTEAD = `Upload ${ACCEPTED_TYPES_TEXT}.`

/** Types people do try, refused with what to do instead. */
const REFUSED: Record<string, string> = {
  heic: 'HEIC photos (the iPhone format) are not accepted. Export the photo as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG), then upload that.',
  gif: `GIF files are not accepted. ${TRY_INSTEAD}`,
  tif: `TIFF files are not accepted: save the image as JPEG or PNG. ${TRY_INSTEAD}`,
  bmp: `BMP files are not accepted: save the image as JPEG or PNG. ${TRY_INSTEAD}`,
  psd: `Photoshop files are not accepted: export the image as JPEG or PNG. ${TRY_INSTEAD}`,
}

const SVG_REFUSED =
  'SVG files are not accepted: they can carry scripts that would run on the site. Export the image as PNG or WebP, then upload that.'

/** SVG is text: file-type names it XML or nothing. Its root element is near the start. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024))
    .toString('latin1')
    .toLowerCase()
  return head.includes('<svg')
}

/**
 * What an uploaded file is, judged by its bytes only (never its name): an accepted image or PDF
 * within its size limit, or a RefusedError saying why not and what to do. A name that claims
 * another type is answered with a notice; the file is taken as what its bytes are.
 */
export async function classifyUpload(bytes: Uint8Array, name: string): Promise<ClassifiedUpload> {
  if (bytes.length === 0) throw new RefusedError('This file is empty. Choose the file again.')
  const detected = await fileTypeFromBuffer(bytes)
  const accepted = detected ? ACCEPTED_TYPES[detected.ext] : undefined
  if (!accepted) {
    if ((!detected || detected.ext === 'xml') && looksLikeSvg(bytes))
      throw new RefusedError(SVG_REFUSED)
    const key = detected?.ext === 'heif' || detected?.ext === 'heic' ? 'heic' : detected?.ext
    const refusal = key ? REFUSED[key] : undefined
    if (refusal) throw new RefusedError(refusal)
    throw new RefusedError(
      detected
        ? `${detected.ext.toUpperCase()} files are not accepted. ${TRY_INSTEAD}`
        : `This file is not an image or PDF the library takes (its contents were not recognised). ${TRY_INSTEAD}`,
    )
  }
  const limit = accepted.kind === 'image' ? MAX_IMAGE_BYTES : MAX_PDF_BYTES
  if (bytes.length > limit) {
    const [what, plural, fix] =
      accepted.kind === 'image'
        ? ['image', 'images', 'Resize or compress it, then upload it again.']
        : ['PDF', 'PDFs', 'Compress it (“Reduce file size” when saving), then upload it again.']
    throw new RefusedError(
      `This ${what} is ${formatBytes(bytes.length)}; ${plural} can be at most ${formatBytes(limit)}. ${fix}`,
    )
  }
  const claimed = typeNamedBy(name)
  const notice =
    claimed && claimed.mime !== accepted.mime
      ? `“${name}” is really ${accepted.described}, not ${claimed.described}: it was added as ${accepted.described}.`
      : null
  return { ...accepted, notice }
}
