import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/media/[id]/[file]/route'
import { media } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { importErrorText, type Translate } from '@/lib/media/import-error'
import { importPendingMedia } from '@/lib/media/import-pending-media'
import { masterKey, variantKey } from '@/lib/media/media-keys'
import { renderMediaSocialImage } from '@/lib/media/social-image'
import { mediaStorage } from '@/lib/media/storage/media-storage-for-env'
import { migratedDb } from '../support/db'
import { english } from '../support/english'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

/** A row as the seed and the data migration write them: an image URL waiting to be imported. */
async function pending(sourceUrl: string, kind: 'image' | 'pdf' = 'image') {
  const [row] = await database
    .insert(media)
    .values({ kind, status: 'pending', originalName: sourceUrl.split('/').at(-1)!, sourceUrl })
    .returning({ id: media.id })
  return row!.id
}

const rowOf = async (id: string) =>
  (await database.select().from(media).where(eq(media.id, id)))[0]!

describe('importing legacy images (importPendingMedia)', () => {
  it('imports a site path as a library item: master now, sizes on first request', async () => {
    const id = await pending('/images/seed/projects/capital-heights-hero.webp')
    const summary = await importPendingMedia()
    expect(summary.ready).toBeGreaterThanOrEqual(1)
    expect(await rowOf(id)).toMatchObject({
      status: 'ready',
      kind: 'image',
      width: 1600,
      height: 900,
      sourceType: 'image/webp',
      importError: null,
    })
    expect(await mediaStorage().get(masterKey(id))).not.toBeNull()
    expect(await mediaStorage().get(variantKey(id, 640, 'webp'))).toBeNull()
    const response = await GET(new Request(`http://localhost/media/${id}/640.webp`), {
      params: Promise.resolve({ id, file: '640.webp' }),
    })
    expect(response.status).toBe(200)
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640)
    expect(await mediaStorage().get(variantKey(id, 640, 'webp'))).not.toBeNull()
  })

  it('marks refused and missing sources failed, saying why', async () => {
    const ids = {
      loopback: await pending('http://127.0.0.1:9/hero.jpg'),
      script: await pending('javascript:alert(1)'),
      missing: await pending(`/images/seed/none-${randomUUID()}.webp`),
      outside: await pending('/../package.json'),
      notImage: await pending('/fonts/LICENSE.md'),
    }
    await importPendingMedia()
    const rows = await database
      .select()
      .from(media)
      .where(inArray(media.id, Object.values(ids)))
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const id of Object.values(ids)) expect(byId.get(id)?.status, id).toBe('failed')
    // The note as the media page words it (the address isolated, so it reads left to right).
    const noteIn = (t: Translate, id: string) =>
      importErrorText(byId.get(id)!.importError!, t).replace(/[\u2066\u2069]/g, '')
    const noteOf = (id: string) => noteIn(english as Translate, id)
    expect(noteOf(ids.loopback)).toBe(
      'http://127.0.0.1:9/hero.jpg could not be fetched: only hosts listed in OG_IMAGE_HOSTS that resolve to public addresses are, within 5 s and 15 MB.',
    )
    expect(noteOf(ids.script)).toBe(
      'javascript:alert(1) is neither a site path nor an http(s) address.',
    )
    expect(noteOf(ids.missing)).toMatch(/^There is no file at \/images\/seed\/none-/)
    expect(noteOf(ids.outside)).toBe(
      "There is no file at /../package.json in the site's public folder.",
    )
    expect(noteOf(ids.notImage)).toMatch(/^This file is not an image or PDF the library takes/)
    const arabic = adminTranslator('ar') as unknown as Translate
    expect(noteIn(arabic, ids.outside)).toBe(
      'لا يوجد ملف على /../package.json في المجلد العام للموقع.',
    )
    for (const id of Object.values(ids)) expect(await mediaStorage().get(masterKey(id))).toBeNull()
  })

  it('starts no import past its time budget, leaving the rest pending for a later pass', async () => {
    const ids = [
      await pending('/images/seed/units/studio.webp'),
      await pending('/images/seed/units/duplex.webp'),
    ]
    const first = await importPendingMedia({ budgetMs: 0 })
    expect(first.remaining).toBeGreaterThanOrEqual(2)
    expect(first.ready + first.failed).toBe(0)
    for (const id of ids) expect((await rowOf(id)).status).toBe('pending')
    const rest = await importPendingMedia()
    expect(rest.remaining).toBe(0)
    for (const id of ids) expect((await rowOf(id)).status).toBe('ready')
  })

  it('imports a pending item when one of its files is first asked for', async () => {
    const id = await pending('/images/seed/units/villa.webp')
    const response = await GET(new Request(`http://localhost/media/${id}/384.avif`), {
      params: Promise.resolve({ id, file: '384.avif' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect((await rowOf(id)).status).toBe('ready')
  })

  it('renders a social card from a library image’s master', async () => {
    const id = await pending('/images/seed/developers/nile-crest-hero.webp')
    await importPendingMedia()
    const card = await renderMediaSocialImage(id)
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    const brand = await renderMediaSocialImage(randomUUID())
    expect((await sharp(brand).metadata()).width).toBe(1200)
    expect(brand.equals(card)).toBe(false)
  })
})
