import 'server-only'
import sharp from 'sharp'
import { AppError } from '@/lib/actions/app-error'
import { MASTER_MAX_WIDTH, MAX_IMAGE_PIXELS } from './media-limits'

export type MasterImage = { bytes: Buffer; width: number; height: number }

const UNREADABLE = 'media.refusals.unreadable'

/** Width × height from the file's header, without decoding a pixel. */
async function declaredSize(source: Uint8Array) {
  try {
    const meta = await sharp(source, { limitInputPixels: false }).metadata()
    // An animation is decoded one frame at a time: its frame height counts.
    return { width: meta.width, height: meta.pageHeight ?? meta.height }
  } catch {
    throw AppError.refused(UNREADABLE)
  }
}

/**
 * The stored master of an uploaded or imported image: refused before decoding when its header
 * declares more than MAX_IMAGE_PIXELS (a decompression bomb is a tiny file that would decode to
 * gigabytes), turned upright by its EXIF orientation, at most MASTER_MAX_WIDTH wide, in sRGB
 * WebP. sharp writes no metadata unless asked: EXIF (with its GPS position), XMP and IPTC are
 * gone, and the colour profile is applied rather than kept.
 */
export async function makeMasterImage(source: Uint8Array): Promise<MasterImage> {
  const { width, height } = await declaredSize(source)
  if (width * height > MAX_IMAGE_PIXELS) {
    // Western digits with thousands separators in both languages (the admin's figures).
    throw AppError.refused('media.refusals.tooManyPixels', {
      width: width.toLocaleString('en'),
      height: height.toLocaleString('en'),
      megapixels: MAX_IMAGE_PIXELS / 1_000_000,
    })
  }
  try {
    const { data, info } = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      // Very tall images are capped too: WebP stops at 16,383 pixels a side.
      .resize({
        width: MASTER_MAX_WIDTH,
        height: MASTER_MAX_WIDTH * 4,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Never served (the sizes are made from it): a fast, high-quality encode (effort 1 makes
      // the ~70 seed images' start-up import about a third quicker than the default).
      .webp({ quality: 90, effort: 1 })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch {
    throw AppError.refused(UNREADABLE)
  }
}
