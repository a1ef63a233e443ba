import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMoney } from '@/lib/pricing/read-money'
import { migrationDb, type MigrationDb } from '../support/migrate-until'

const prices: [string | null, string | null][] = [
  ['EGP 9,800,000', '9,800,000 جنيه'],
  ['12.5M', null],
  [null, '٨٫٤ مليون جنيه'],
  ['950K', '950 ألف جنيه'],
  ['Price on request', 'السعر عند الطلب'],
  ['7.9', null],
]
const nullIfNaN = (amount: number | null) =>
  amount === null || Number.isNaN(amount) ? null : amount

// Content typed before structured fields existed, carried over by the migration that drops the
// free-text columns (unit prices, the single WhatsApp message, highlight lists, key info prices).
let database: MigrationDb
const ids = { developer: '', project: '', units: [] as string[] }

async function insertLegacyContent() {
  const [developer] = await database.query<{ id: string }>(sql`
    insert into developers (slug, logo_url, status) values ('legacy-dev', '/logo.webp', 'published')
    returning id`)
  ids.developer = developer!.id
  const [project] = await database.query<{ id: string }>(sql`
    insert into projects (slug, developer_id, logo_url, thumbnail_url, base_path, whatsapp_message)
    values ('legacy-project', ${ids.developer}, '/l.webp', '/t.webp', '/legacy-project',
            'مرحبًا، أريد تفاصيل المشروع')
    returning id`)
  ids.project = project!.id
  await database.query(sql`
    insert into project_translations (project_id, locale, title, description, key_info) values
      (${ids.project}, 'en', 'Legacy', 'd', 'Apartments & villas · From EGP 9.8M · Delivery 2028'),
      (${ids.project}, 'ar', 'قديم', 'd', 'شقق وفيلات · تبدأ من 9.8 مليون جنيه · التسليم 2028')`)
  await database.query(sql`
    insert into project_sections (project_id, locale, location_highlights) values
      (${ids.project}, 'en', ${JSON.stringify([
        { icon: 'plane', label: 'Cairo Airport', value: '30 min' },
        'Nile corniche',
        { icon: { text: 'rocket' }, label: { text: 'Spaceport' }, value: { text: '2 h' } },
        { icon: 'car', label: '', value: 'no label' },
      ])}::jsonb)`)
  for (const [index, [en, ar]] of prices.entries()) {
    const [unit] = await database.query<{ id: string }>(sql`
      insert into project_units (project_id, slug, unit_type) values
        (${ids.project}, ${`unit-${index}`}, 'apartment') returning id`)
    ids.units.push(unit!.id)
    await database.query(sql`
      insert into unit_translations (unit_id, locale, title, price_value) values
        (${unit!.id}, 'en', 'Unit', ${en}), (${unit!.id}, 'ar', 'وحدة', ${ar})`)
  }
}

beforeAll(async () => {
  database = await migrationDb()
  await database.migrate('media_library_activity_log')
  await insertLegacyContent()
  await database.migrate()
}, 120_000)

afterAll(async () => {
  await database?.close()
})

describe('the structured-content migration', () => {
  it('turns each unit’s price text into one number in EGP (English first, then Arabic)', async () => {
    const rows = await database.query<{ id: string; price_egp: string | number | null }>(
      sql`select id, price_egp from project_units where project_id = ${ids.project}`,
    )
    const price = (index: number) => {
      const value = rows.find((row) => row.id === ids.units[index])?.price_egp
      return value === null || value === undefined ? null : Number(value)
    }
    // The migration's SQL reads each text as the app's one money grammar does (issue 24 §1).
    const app = prices.map(([en, ar]) => nullIfNaN(readMoney(en)) ?? nullIfNaN(readMoney(ar)))
    expect([0, 1, 2, 3, 4, 5].map(price)).toEqual(app)
    expect([0, 1, 2, 3, 4, 5].map(price)).toEqual([
      9_800_000,
      12_500_000,
      8_400_000,
      950_000,
      null,
      7_900_000,
    ])
  })

  it('drops the typed "from" price out of the key info in both languages', async () => {
    const rows = await database.query<{ locale: string; key_info: string }>(
      sql`select locale, key_info from project_translations where project_id = ${ids.project} order by locale::text`,
    )
    expect(rows).toEqual([
      { locale: 'ar', key_info: 'شقق وفيلات · التسليم 2028' },
      { locale: 'en', key_info: 'Apartments & villas · Delivery 2028' },
    ])
  })

  it('keeps the single WhatsApp message in the language it was written in', async () => {
    const rows = await database.query<{ locale: string; whatsapp_message: string | null }>(
      sql`select locale, whatsapp_message from project_translations where project_id = ${ids.project} order by locale::text`,
    )
    expect(rows).toEqual([
      { locale: 'ar', whatsapp_message: 'مرحبًا، أريد تفاصيل المشروع' },
      { locale: 'en', whatsapp_message: null },
    ])
  })

  it('rewrites highlights as { icon, label, value } with a known icon, dropping unlabelled ones', async () => {
    const [row] = await database.query<{ location_highlights: unknown }>(
      sql`select location_highlights from project_sections where project_id = ${ids.project}`,
    )
    expect(row?.location_highlights).toEqual([
      { icon: 'plane', label: 'Cairo Airport', value: '30 min' },
      { icon: 'map-pin', label: 'Nile corniche', value: '' },
      { icon: 'map-pin', label: 'Spaceport', value: '2 h' },
    ])
  })
})

describe('the media library migration', () => {
  it('makes one pending library item per typed image address, with alt text from the record', async () => {
    const items = await database.query<{
      source_url: string
      status: string
      kind: string
      original_name: string
      alt_en: string
      alt_ar: string
    }>(sql`select source_url, status, kind, original_name, alt_en, alt_ar from media
            where source_url in ('/logo.webp', '/l.webp', '/t.webp') order by source_url`)
    expect(items).toEqual([
      {
        source_url: '/l.webp',
        status: 'pending',
        kind: 'image',
        original_name: 'l.webp',
        alt_en: 'Legacy logo',
        alt_ar: 'شعار قديم',
      },
      {
        source_url: '/logo.webp',
        status: 'pending',
        kind: 'image',
        original_name: 'logo.webp',
        alt_en: 'legacy-dev logo',
        alt_ar: 'شعار legacy-dev',
      },
      {
        source_url: '/t.webp',
        status: 'pending',
        kind: 'image',
        original_name: 't.webp',
        alt_en: 'Legacy',
        alt_ar: 'قديم',
      },
    ])
  })

  it('points the content rows at those items', async () => {
    const [row] = await database.query<{
      logo: string
      thumbnail: string
      developer_logo: string
    }>(sql`
      select pl.source_url as logo, pt.source_url as thumbnail, dl.source_url as developer_logo
        from projects p
        join media pl on pl.id = p.logo_media_id
        join media pt on pt.id = p.thumbnail_media_id
        join developers d on d.id = p.developer_id
        join media dl on dl.id = d.logo_media_id
       where p.id = ${ids.project}`)
    expect(row).toEqual({ logo: '/l.webp', thumbnail: '/t.webp', developer_logo: '/logo.webp' })
  })
})
