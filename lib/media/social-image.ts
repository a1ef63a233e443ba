import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { fetchPublicImage } from '@/lib/media/fetch-public-image'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/lib/seo/social-image-path'

export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg'

const CACHE_ENTRIES = 64

const publicDir = path.join(process.cwd(), 'public')

/**
 * Reads an image the content points at: a path under public/, or an http(s) URL fetched only
 * from allow-listed public hosts (staff-typed URLs must not reach the server's own network).
 */
async function readSource(url: string): Promise<Buffer | null> {
  if (url.startsWith('/') && !url.startsWith('//')) {
    let relative: string
    try {
      relative = decodeURIComponent(url.split('?')[0] ?? '')
    } catch {
      return null // a malformed escape ("%zz") names no file
    }
    const file = path.resolve(publicDir, `.${relative}`)
    if (!file.startsWith(publicDir + path.sep)) return null // no ../ out of public/
    return readFile(file).catch(() => null)
  }
  return fetchPublicImage(url)
}

const rendered = new Map<string, Buffer>()

const toCard = (bytes: Buffer) =>
  sharp(bytes)
    .resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()

const brandImage = () => readFile(path.join(publicDir, DEFAULT_SOCIAL_IMAGE))

/**
 * A 1200×630 JPEG cropped from the source image, or the brand card when the source is
 * missing or is not an image (sharp decodes by content, so a mislabelled file fails here).
 * Results are kept in a small in-memory cache; the page URL carries a version for scrapers.
 */
export async function renderSocialImage(sourceUrl: string | null): Promise<Buffer> {
  const key = sourceUrl ?? DEFAULT_SOCIAL_IMAGE
  const cached = rendered.get(key)
  if (cached) return cached
  const source = sourceUrl ? await readSource(sourceUrl) : null
  const image = await toCard(source ?? (await brandImage())).catch(async () =>
    toCard(await brandImage()),
  )
  if (rendered.size >= CACHE_ENTRIES) rendered.delete(rendered.keys().next().value as string)
  rendered.set(key, image)
  return image
}
