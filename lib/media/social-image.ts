import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { readImageSource } from './read-image-source'
import { readMediaMaster } from './read-media-master'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from './social-image-size'

export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg'

const CACHE_ENTRIES = 64

const publicDir = path.join(process.cwd(), 'public')

const rendered = new Map<string, Buffer>()

const toCard = (bytes: Buffer) =>
  sharp(bytes)
    .resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()

const brandImage = () => readFile(path.join(publicDir, DEFAULT_SOCIAL_IMAGE))

async function renderCached(key: string, load: () => Promise<Buffer | null>): Promise<Buffer> {
  const cached = rendered.get(key)
  if (cached) return cached
  const source = await load()
  const image = await toCard(source ?? (await brandImage())).catch(async () =>
    toCard(await brandImage()),
  )
  if (rendered.size >= CACHE_ENTRIES) rendered.delete(rendered.keys().next().value as string)
  rendered.set(key, image)
  return image
}

/**
 * A 1200×630 JPEG cropped from the source image, or the brand card when the source is
 * missing or is not an image (sharp decodes by content, so a mislabelled file fails here).
 * Results are kept in a small in-memory cache; the page URL carries a version for scrapers.
 */
export async function renderSocialImage(sourceUrl: string | null): Promise<Buffer> {
  return renderCached(sourceUrl ?? DEFAULT_SOCIAL_IMAGE, async () =>
    sourceUrl ? readImageSource(sourceUrl) : null,
  )
}

/**
 * The same card from a media library image, cropped from its stored master (read through the
 * configured storage); the brand card when the item is not a live image.
 */
export async function renderMediaSocialImage(mediaId: string): Promise<Buffer> {
  return renderCached(`media:${mediaId}`, () => readMediaMaster(mediaId))
}
