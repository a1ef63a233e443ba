import 'server-only'
import { classifyUpload } from './classify-upload'
import { encodeMediaVariant } from './encode-media-variant'
import { CONTENT_TYPES, documentKey, masterKey, variantKey } from './media-keys'
import { MEDIA_FORMATS, mediaWidths } from './media-urls'
import { makeMasterImage } from './make-master-image'
import type { UploadNotice } from './media-summary'

export type MediaFile = { key: string; bytes: Uint8Array; contentType: string }

export type PreparedMedia = {
  kind: 'image' | 'pdf'
  /** What the bytes were: image/jpeg, application/pdf… */
  sourceType: string
  byteSize: number
  width: number | null
  height: number | null
  notice: UploadNotice | null
  files: MediaFile[]
}

/**
 * Everything to store for a new item: a PDF as it came; an image never as it came, but as its
 * master and (unless `variants` is false: they are then made on first request) every served
 * size in WebP and AVIF. Throws a refused AppError for anything the library does not take.
 */
export async function prepareMediaFiles(
  id: string,
  source: Uint8Array,
  name: string,
  { variants = true }: { variants?: boolean } = {},
): Promise<PreparedMedia> {
  const type = await classifyUpload(source, name)
  const base = { sourceType: type.mime, byteSize: source.length, notice: type.notice }
  if (type.kind === 'pdf') {
    const files = [{ key: documentKey(id), bytes: source, contentType: CONTENT_TYPES.pdf }]
    return { ...base, kind: 'pdf', width: null, height: null, files }
  }
  const master = await makeMasterImage(source)
  const files: MediaFile[] = [
    { key: masterKey(id), bytes: master.bytes, contentType: CONTENT_TYPES.webp },
  ]
  if (variants) {
    const sizes = mediaWidths(master.width).flatMap((width) =>
      MEDIA_FORMATS.map((format) => ({ width, format })),
    )
    const encoded = await Promise.all(
      sizes.map(async ({ width, format }) => ({
        key: variantKey(id, width, format),
        bytes: await encodeMediaVariant(master.bytes, width, format),
        contentType: CONTENT_TYPES[format],
      })),
    )
    files.push(...encoded)
  }
  return { ...base, kind: 'image', width: master.width, height: master.height, files }
}
