import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/media/[id]/[file]/route'
import { media } from '@/lib/db/schema'
import { variantKey } from '@/lib/media/media-keys'
import { mediaStorage } from '@/lib/media/storage/media-storage-for-env'
import { uploadMedia } from '@/lib/media/upload-media'
import { migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'
import { image, onePagePdf } from '../support/media-files'

let actor: { userId: string; name: string }
let photo: { id: string }
let pdf: { id: string }

beforeAll(async () => {
  await migratedDb()
  const staff = await insertStaff('admin', 'Route Tester')
  actor = { userId: staff.id, name: staff.name }
  photo = (await uploadMedia({ bytes: await image(1000, 500, 'jpeg'), name: 'pool.jpg' }, actor))
    .item
  pdf = (await uploadMedia({ bytes: onePagePdf(), name: 'Brochure – الطابق.pdf' }, actor)).item
})

const get = (id: string, file: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/media/${id}/${file}`, { headers }), {
    params: Promise.resolve({ id, file }),
  })

describe('GET /media/{id}/{file}', () => {
  it('serves each size in AVIF and WebP with a year of immutable caching', async () => {
    for (const [file, type, format] of [
      ['640.webp', 'image/webp', 'webp'],
      ['384.avif', 'image/avif', 'heif'],
      ['1000.webp', 'image/webp', 'webp'],
    ] as const) {
      const response = await get(photo.id, file)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('etag')).toBe(`"${photo.id}-${file}"`)
      const body = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('content-length')).toBe(String(body.length))
      const meta = await sharp(body).metadata()
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(Number(file.split('.')[0]))
    }
  })

  it('answers 304 to a request that has it already', async () => {
    const first = await get(photo.id, '640.webp')
    const again = await get(photo.id, '640.webp', { 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('serves a PDF as a download (attachment), as a PDF, under its own name', async () => {
    const response = await get(pdf.id, 'document.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Brochure _ ______.pdf"; filename*=UTF-8''${encodeURIComponent('Brochure – الطابق.pdf')}`,
    )
    // Never shown or framed on this site's origin, where a PDF's scripts would run as the site.
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(Buffer.from(await response.arrayBuffer()).equals(onePagePdf())).toBe(true)
  })

  it('answers 404 for unknown items, other sizes, formats and names', async () => {
    const cases: [string, string][] = [
      [randomUUID(), '640.webp'],
      ['not-an-id', '640.webp'],
      [photo.id, '500.webp'], // not a size the site uses
      [photo.id, '1280.webp'], // wider than this image
      [photo.id, '640.jpg'],
      [photo.id, '640.png'],
      [photo.id, 'master.webp'],
      [photo.id, 'document.pdf'],
      [pdf.id, '640.webp'],
      [photo.id, '0640.webp'],
      [photo.id, '..%2Fmaster.webp'],
    ]
    for (const [id, file] of cases) {
      const response = await get(id, file)
      expect(response.status, `${id}/${file}`).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers 404 once the item is deleted', async () => {
    const { item } = await uploadMedia({ bytes: await image(400, 300), name: 'old.png' }, actor)
    expect((await get(item.id, '384.webp')).status).toBe(200)
    await (
      await migratedDb()
    )
      .update(media)
      .set({ deletedAt: new Date() })
      .where(eq(media.id, item.id))
    expect((await get(item.id, '384.webp')).status).toBe(404)
  })

  it('makes a size missing from storage from the master and keeps it; requests at once get the same file', async () => {
    const key = variantKey(photo.id, 960, 'avif')
    await mediaStorage().delete(key)
    const answers = await Promise.all([get(photo.id, '960.avif'), get(photo.id, '960.avif')])
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true)
    expect((await sharp(bodies[0]!).metadata()).width).toBe(960)
    expect((await mediaStorage().get(key))?.equals(bodies[0]!)).toBe(true)
  })
})
