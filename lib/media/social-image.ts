import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/lib/seo/social-image-path'

export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg'

const REMOTE_TIMEOUT_MS = 5000
const MAX_SOURCE_BYTES = 15 * 1024 * 1024
const CACHE_ENTRIES = 64

const publicDir = path.join(process.cwd(), 'public')

/** Reads an image the content points at: a path under public/ or an http(s) URL. */
async function readSource(url: string): Promise<Buffer | null> {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const file = path.resolve(publicDir, `.${decodeURIComponent(url.split('?')[0] ?? '')}`)
    if (!file.startsWith(publicDir + path.sep)) return null // no ../ out of public/
    return readFile(file).catch(() => null)
  }
  if (!/^https?:\/\//i.test(url)) return null
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }).catch(
    () => null,
  )
  if (!response?.ok) return null
  const bytes = Buffer.from(await response.arrayBuffer())
  return bytes.byteLength <= MAX_SOURCE_BYTES ? bytes : null
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
