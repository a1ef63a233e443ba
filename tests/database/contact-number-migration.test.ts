import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactNumber } from '@/lib/validation/phone'
import { migrationDb, type MigrationDb } from '../support/migrate-until'

// Project numbers typed before the form stored E.164: the migration rewrites them as the form
// would, and leaves what the form would refuse as it was (the form asks on the next save).
let database: MigrationDb
const typed: [string | null, string | null][] = [
  ['201001234567', '+20 2 2617 4400'],
  ['01001234567', '0020 2 2617 4400'],
  ['+971 50 123 4567', '(+20) 122-345-6789'],
  ['٠١٠٠١٢٣٤٥٦٧', null],
  [null, '16661'],
]

beforeAll(async () => {
  database = await migrationDb()
  await database.migrate('lead_international_mobiles')
  const [logo] = await database.query<{ id: string }>(sql`
    insert into media (kind, original_name) values ('image', 'logo.webp') returning id`)
  const [developer] = await database.query<{ id: string }>(sql`
    insert into developers (slug, logo_media_id, status) values ('numbers-dev', ${logo!.id}, 'published')
    returning id`)
  for (const [index, [whatsapp, phone]] of typed.entries()) {
    await database.query(sql`
      insert into projects (slug, developer_id, logo_media_id, thumbnail_media_id, base_path, whatsapp_number, contact_phone)
      values (${`numbers-${index}`}, ${developer!.id}, ${logo!.id}, ${logo!.id}, ${`/numbers-${index}`},
              ${whatsapp}, ${phone})`)
  }
  await database.migrate()
}, 120_000)

afterAll(async () => {
  await database?.close()
})

describe('the contact-number migration', () => {
  it('stores every project number the form accepts in E.164, as the form would', async () => {
    const rows = await database.query<{
      slug: string
      whatsapp_number: string | null
      contact_phone: string | null
    }>(
      sql`select slug, whatsapp_number, contact_phone from projects where slug like 'numbers-%' order by slug`,
    )
    expect(rows.map((row) => [row.whatsapp_number, row.contact_phone])).toEqual([
      ['+201001234567', '+20226174400'],
      ['+201001234567', '+20226174400'],
      ['+971501234567', '+201223456789'],
      ['+201001234567', null],
      [null, '16661'],
    ])
    // The SQL and the form's rule agree on every value the form accepts.
    for (const [index, [whatsapp, phone]] of typed.entries()) {
      for (const [before, after] of [
        [whatsapp, rows[index]!.whatsapp_number],
        [phone, rows[index]!.contact_phone],
      ]) {
        if (before) expect(after).toBe(contactNumber(before) ?? before)
      }
    }
  })
})
