import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, media } from '@/lib/db/schema'
import { documentKey, masterKey, variantKey } from '@/lib/media/media-keys'
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '@/lib/media/media-limits'
import { MEDIA_FORMATS, mediaWidths } from '@/lib/media/media-urls'
import { localMediaStorage } from '@/lib/media/storage/local-media-storage'
import { mediaStorage } from '@/lib/media/storage/media-storage-for-env'
import { uploadMedia } from '@/lib/media/upload-media'
import { migratedDb, tempDir } from '../support/db'
import { insertStaff } from '../support/leads'
import {
  exifHasGps,
  image,
  onePagePdf,
  padTo,
  phonePhotoWithGps,
  pixelBombPng,
  SVG_WITH_SCRIPT,
} from '../support/media-files'
import { english, refusalOf } from '../support/english'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'

let actor: { userId: string; name: string }

beforeAll(async () => {
  await migratedDb()
  const staff = await insertStaff('moderator', 'Media Uploader')
  actor = { userId: staff.id, name: staff.name }
})

const upload = (bytes: Uint8Array, name: string) => uploadMedia({ bytes, name }, actor)

/** Every file stored for an image: its master and each size in both formats. */
async function storedImageFiles(id: string, width: number) {
  const keys = [
    masterKey(id),
    ...mediaWidths(width).flatMap((w) => MEDIA_FORMATS.map((f) => variantKey(id, w, f))),
  ]
  return Promise.all(keys.map(async (key) => ({ key, bytes: await mediaStorage().get(key) })))
}

const rowsNamed = (name: string) =>
  migratedDb().then((db) =>
    db.select({ id: media.id }).from(media).where(eq(media.originalName, name)),
  )

describe('uploading to the media library', () => {
  it('stores an image as a WebP master and every served size in WebP and AVIF, never the upload', async () => {
    const name = `facade-${randomUUID()}.png`
    const { item, notice } = await upload(await image(3000, 1500), name)
    expect(notice).toBeNull()
    expect(item).toMatchObject({ kind: 'image', status: 'ready', name, width: 2560, height: 1280 })
    expect(item.thumbUrl).toBe(`/media/${item.id}/384.webp`)
    const files = await storedImageFiles(item.id, 2560)
    expect(files.map((file) => file.key)).toHaveLength(11)
    for (const { key, bytes } of files) {
      expect(bytes, key).not.toBeNull()
      const meta = await sharp(bytes!).metadata()
      expect(meta.format, key).toBe(key.endsWith('.avif') ? 'heif' : 'webp')
      const width = key.endsWith('master.webp') ? 2560 : Number(/(\d+)\.\w+$/.exec(key)![1])
      expect(meta.width, key).toBe(width)
    }
    const [row] = await (await migratedDb()).select().from(media).where(eq(media.id, item.id))
    expect(row).toMatchObject({ sourceType: 'image/png', createdBy: actor.userId })
  })

  it('gives a small image its own width only, never enlarged', async () => {
    const { item } = await upload(await image(300, 200, 'webp'), 'small.webp')
    expect(item).toMatchObject({ width: 300, height: 200, thumbUrl: `/media/${item.id}/300.webp` })
    expect(mediaWidths(300)).toEqual([300])
    const files = await storedImageFiles(item.id, 300)
    expect(files.every((file) => file.bytes)).toBe(true)
  })

  it('removes EXIF with the GPS position from every stored file, after turning the photo upright', async () => {
    const photo = await phonePhotoWithGps(400, 200)
    const original = await sharp(photo).metadata()
    expect(exifHasGps(original.exif), 'the test photo carries GPS').toBe(true)
    expect(original.orientation).toBe(6)
    const { item } = await upload(photo, 'IMG_0042.jpg')
    expect(item).toMatchObject({ width: 200, height: 400 })
    for (const { key, bytes } of await storedImageFiles(item.id, 200)) {
      const meta = await sharp(bytes!).metadata()
      expect(meta.exif, `${key} has no EXIF`).toBeUndefined()
      expect(exifHasGps(meta.exif), `${key} has no GPS`).toBe(false)
      expect(meta.xmp, `${key} has no XMP`).toBeUndefined()
      expect(meta.iptc, `${key} has no IPTC`).toBeUndefined()
      expect(meta.orientation ?? 1, key).toBe(1)
      expect(meta.height, key).toBeGreaterThan(meta.width!)
      expect(bytes!.includes(Buffer.from('TestPhone')), `${key} has no camera name`).toBe(false)
    }
  })

  it('takes a PNG named .pdf as the image it is, and says so', async () => {
    const name = `plan-${randomUUID()}.pdf`
    const { item, notice } = await upload(await image(800, 600), name)
    expect(item.kind).toBe('image')
    expect(english(notice?.message, notice?.values)).toBe(
      `“${name}” is really a PNG image, not a PDF: it was added as a PNG image.`,
    )
    // An Arabic-speaking uploader reads it in Arabic.
    const arabic = adminTranslator('ar') as unknown as (key: string, values?: object) => string
    expect(arabic(notice!.message, notice!.values)).toBe(
      `الملف «${name}» في الحقيقة صورة PNG وليس ملف PDF، فأُضيف على أنه صورة PNG.`,
    )
    expect(await mediaStorage().get(documentKey(item.id))).toBeNull()
    expect(await mediaStorage().get(masterKey(item.id))).not.toBeNull()
  })

  it('takes a JPEG named .png as a JPEG, and says so', async () => {
    const { item, notice } = await upload(await image(640, 480, 'jpeg'), 'living-room.png')
    const [row] = await (await migratedDb()).select().from(media).where(eq(media.id, item.id))
    expect(row!.sourceType).toBe('image/jpeg')
    expect(english(notice?.message, notice?.values)).toBe(
      '“living-room.png” is really a JPEG image, not a PNG image: it was added as a JPEG image.',
    )
  })

  it('stores a real PDF exactly as uploaded', async () => {
    const pdf = onePagePdf('Unit B floor plan')
    const { item, notice } = await upload(pdf, 'unit-b.pdf')
    expect(notice).toBeNull()
    expect(item).toMatchObject({ kind: 'pdf', thumbUrl: null, width: null, height: null })
    expect((await mediaStorage().get(documentKey(item.id)))?.equals(pdf)).toBe(true)
  })

  it('refuses an SVG, which can carry a script, whatever its name', async () => {
    for (const name of [`logo-${randomUUID()}.svg`, `logo-${randomUUID()}.png`]) {
      await expect(upload(SVG_WITH_SCRIPT, name)).rejects.toMatchObject({
        code: 'refused',
        key: 'media.refusals.svg',
      })
      expect(await rowsNamed(name)).toEqual([])
    }
  })

  it('refuses an image over 10 MB and a PDF over 20 MB, saying what to do', async () => {
    const name = `huge-${randomUUID()}.png`
    expect(await refusalOf(upload(padTo(await image(100, 100), MAX_IMAGE_BYTES), name))).toMatch(
      'This image is 10 MB; images can be at most 10 MB. Resize or compress it, then upload it again.',
    )
    expect(await refusalOf(upload(padTo(onePagePdf(), MAX_PDF_BYTES), name))).toMatch(
      'This PDF is 20 MB; PDFs can be at most 20 MB. Compress it (“Reduce file size” when saving), then upload it again.',
    )
    expect(await rowsNamed(name)).toEqual([])
  })

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pixelBombPng(30_000, 30_000)
    expect(bomb.length).toBeLessThan(1000)
    // The size in the answer is the header's: decoding 900 megapixels would fail otherwise.
    expect(await refusalOf(upload(bomb, 'tiny.png'))).toMatch(
      'This image is 30,000 × 30,000 pixels, more than the 50 megapixels the library takes. Resize it (2560 pixels wide is plenty), then upload it again.',
    )
  })

  it('refuses HEIC, other types and damaged images with what to do', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ])
    expect(await refusalOf(upload(heic, 'IMG_1.HEIC'))).toMatch(/^HEIC photos .* are not accepted/)
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect(await refusalOf(upload(gif, 'anim.gif'))).toMatch(/^GIF files are not accepted/)
    expect(await refusalOf(upload(Buffer.from('just text'), 'notes.txt'))).toMatch(
      /^This file is not an image or PDF the library takes/,
    )
    const cut = (await image(400, 400, 'jpeg')).subarray(0, 300)
    expect(await refusalOf(upload(cut, 'cut.jpg'))).toMatch(/^This image could not be read/)
    expect(await refusalOf(upload(new Uint8Array(), 'empty.jpg'))).toMatch('This file is empty.')
  })

  it('keeps the name only as display text, cleaned', async () => {
    const { item } = await upload(await image(50, 50), 'C:\\fakepath\\evil\u202egpj.exe')
    expect(item.name).toBe('evilgpj.exe')
  })

  it('records the upload in the activity log, in the same transaction', async () => {
    const { item } = await upload(await image(64, 64), 'logged.png')
    const records = await (
      await migratedDb()
    )
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'media'), eq(activityLog.entityId, item.id)))
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      action: 'uploaded',
      actorId: actor.userId,
      actorName: 'Media Uploader',
      entityLabel: 'logged.png',
    })
    // What staff know the file by, not its bytes or pixel size.
    expect(records[0]!.changes).toEqual([
      { field: 'kind', before: null, after: 'image' },
      { field: 'name', before: null, after: 'logged.png' },
    ])
  })

  it('leaves no row when storage fails, and no files when the database fails', async () => {
    const name = `unstorable-${randomUUID()}.png`
    const broken = localMediaStorage('/dev/null/media') // not a folder: every write fails
    expect(
      await refusalOf(uploadMedia({ bytes: await image(64, 64), name }, actor, broken)),
    ).toMatch('The file could not be saved. Please try again')
    expect(await rowsNamed(name)).toEqual([])

    const root = tempDir()
    const storage = localMediaStorage(root)
    const ghost = { userId: `gone-${randomUUID()}`, name: 'Deleted account' } // no such user
    await expect(
      uploadMedia({ bytes: await image(64, 64), name }, ghost, storage),
    ).rejects.toBeTruthy()
    expect(await rowsNamed(name)).toEqual([])
    expect(await readdir(root)).toEqual([])
  })
})
