import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeList } from '@/components/admin/activity/change-list'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { migrationsFolder } from '@/lib/db/migrate'
import type { ActivityChange } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { migrationDb, type MigrationDb } from '../support/migrate-until'

// Entries written before the log recorded codes: stages, lost reasons and roles as English
// words, an Arabic-name change under 'Arabic name', settings named in English.
let database: MigrationDb

type Entry = {
  entity_type: string
  entity_id: string
  entity_label: string | null
  changes: ActivityChange[]
}

const OLD_ENTRIES: Entry[] = [
  {
    entity_type: 'lead',
    entity_id: 'lead-lost',
    entity_label: null,
    changes: [
      { field: 'lostReason', before: null, after: 'Budget does not fit' },
      { field: 'stage', before: 'New', after: 'Lost' },
    ],
  },
  {
    entity_type: 'lead',
    entity_id: 'lead-won',
    entity_label: null,
    changes: [
      { field: 'dealValue', before: null, after: 5_200_000 },
      { field: 'stage', before: 'Viewing', after: 'Won' },
    ],
  },
  {
    entity_type: 'lead',
    entity_id: 'lead-assigned',
    entity_label: null,
    changes: [{ field: 'assignee', before: null, after: 'Admin' }],
  },
  {
    entity_type: 'staff',
    entity_id: 'staff-invited',
    entity_label: 'Nour Hassan',
    changes: [
      { field: 'email', before: null, after: 'nour@masar.example' },
      { field: 'name', before: null, after: 'Nour Hassan' },
      { field: 'role', before: null, after: 'Sales rep' },
    ],
  },
  {
    entity_type: 'staff',
    entity_id: 'staff-promoted',
    entity_label: 'Omar Said',
    changes: [{ field: 'role', before: 'User', after: 'Admin' }],
  },
  {
    entity_type: 'staff',
    entity_id: 'staff-named',
    entity_label: 'Omar Said',
    changes: [{ field: 'Arabic name', before: null, after: 'عمر سعيد' }],
  },
  {
    entity_type: 'settings',
    entity_id: 'leads',
    entity_label: 'Leads settings',
    changes: [{ field: 'responseTargetMinutes', before: 15, after: 30 }],
  },
  {
    // Typed text that happens to read like a stage stays as typed.
    entity_type: 'project',
    entity_id: 'project-1',
    entity_label: 'Won Towers',
    changes: [{ field: 'en.title', before: 'Won', after: 'Won Towers' }],
  },
]

beforeAll(async () => {
  database = await migrationDb()
  await database.migrate('leads_response_pending_past_new')
  for (const [minute, entry] of OLD_ENTRIES.entries())
    await database.query(sql`
      insert into activity_log (entity_type, entity_id, entity_label, action, changes, created_at)
      values (${entry.entity_type}, ${entry.entity_id}, ${entry.entity_label}, 'updated',
              ${JSON.stringify(entry.changes)}::jsonb,
              ${new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString()}::timestamptz)`)
  await database.migrate()
}, 120_000)

afterAll(async () => {
  await database?.close()
})

const stored = async (entityId: string) => {
  const [row] = await database.query<Pick<Entry, 'entity_label' | 'changes'>>(
    sql`select entity_label, changes from activity_log where entity_id = ${entityId}`,
  )
  return row!
}

/** An entry's changes as the log shows them, in a language, as text. */
const shown = (changes: ActivityChange[], locale: Locale) =>
  renderToStaticMarkup(ChangeList({ changes, t: adminTranslator(locale), locale }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the activity codes migration', () => {
  it('rewrites stages and lost reasons to their codes, in their order', async () => {
    expect((await stored('lead-lost')).changes).toEqual([
      { field: 'lostReason', before: null, after: 'budget' },
      { field: 'stage', before: 'new', after: 'lost' },
    ])
    expect((await stored('lead-won')).changes).toEqual([
      { field: 'dealValue', before: null, after: 5_200_000 },
      { field: 'stage', before: 'viewing', after: 'won' },
    ])
  })

  it('rewrites roles and the Arabic-name field to codes, and names settings by key', async () => {
    expect((await stored('staff-invited')).changes).toContainEqual({
      field: 'role',
      before: null,
      after: 'sales',
    })
    expect((await stored('staff-promoted')).changes).toEqual([
      { field: 'role', before: 'user', after: 'admin' },
    ])
    expect((await stored('staff-named')).changes).toEqual([
      { field: 'nameAr', before: null, after: 'عمر سعيد' },
    ])
    expect(await stored('leads')).toMatchObject({ entity_label: null })
  })

  it('leaves names and typed text as they were', async () => {
    expect((await stored('lead-assigned')).changes).toEqual(OLD_ENTRIES[2]!.changes)
    expect(await stored('project-1')).toEqual({
      entity_label: 'Won Towers',
      changes: OLD_ENTRIES[7]!.changes,
    })
  })

  it('lets the log word the old entries in English and Arabic', async () => {
    const lost = (await stored('lead-lost')).changes
    expect(shown(lost, 'en')).toBe('Lost reason: (empty) → Budget does not fit Stage: New → Lost')
    const ar = adminTranslator('ar')
    expect(shown(lost, 'ar')).toBe(
      `${ar('common.fields.lostReason')}: ${ar('activity.empty_value')} → ${ar('leads.lostReason.budget')} ` +
        `${ar('common.fields.stage')}: ${ar('common.stages.new')} → ${ar('common.stages.lost')}`,
    )
    expect(shown((await stored('staff-promoted')).changes, 'ar')).toBe('الدور: مستخدم → مدير')
    expect(shown((await stored('staff-named')).changes, 'ar')).toBe(
      'الاسم بالعربية: (فارغ) → عمر سعيد',
    )
  })

  it('changes nothing when run again', async () => {
    const before = await database.query(sql`select * from activity_log order by created_at`)
    for (const statement of migrationStatements()) await database.query(sql.raw(statement))
    expect(await database.query(sql`select * from activity_log order by created_at`)).toEqual(
      before,
    )
  })
})

/** The migration's statements, as drizzle runs them (one at a time). */
const migrationStatements = () =>
  readFileSync(join(migrationsFolder, '20261129083022_activity_codes.sql'), 'utf8').split(
    '--> statement-breakpoint',
  )
