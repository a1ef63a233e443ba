import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationDb, type MigrationDb } from '../support/migrate-until'

// Leads stored before re-routing and outcome-linked attempts: the migration gives each
// assigned lead the time its rep got it, and links each outcome to the attempt before it.
let database: MigrationDb

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString()

beforeAll(async () => {
  database = await migrationDb()
  await database.migrate('viewing_date_index')
  await database.query(sql`
    insert into users (id, name, email, email_verified) values
      ('rep-1', 'Rep One', 'rep-1@example.com', true), ('rep-2', 'Rep Two', 'rep-2@example.com', true)`)
  const lead = (name: string, assignee: string | null) => sql`
    insert into leads (source, form_id, locale, full_name, email, assignee_id, created_at)
    values ('consultation', 'home_consultation', 'en', ${name}, 'x@example.com', ${assignee},
            ${at(0)}::timestamptz)
    returning id`
  const [timed] = await database.query<{ id: string }>(lead('Timed', 'rep-1'))
  await database.query<{ id: string }>(lead('Untimed', 'rep-2'))
  await database.query<{ id: string }>(lead('Nobody', null))
  await database.query(sql`
    insert into lead_events (lead_id, type, actor_id, data, created_at) values
      (${timed!.id}, 'assignment', null, '{"to":{"id":"rep-2"}}', ${at(3)}::timestamptz),
      (${timed!.id}, 'assignment', null, '{"to":{"id":"rep-1"}}', ${at(7)}::timestamptz),
      (${timed!.id}, 'attempt', 'rep-1', '{"channel":"call"}', ${at(10)}::timestamptz),
      (${timed!.id}, 'outcome', 'rep-1', '{"channel":"call","outcome":"no_answer"}', ${at(11)}::timestamptz),
      (${timed!.id}, 'attempt', 'rep-1', '{"channel":"whatsapp"}', ${at(20)}::timestamptz),
      (${timed!.id}, 'attempt', 'rep-1', '{"channel":"call"}', ${at(30)}::timestamptz),
      (${timed!.id}, 'outcome', 'rep-1', '{"channel":"call","outcome":"reached"}', ${at(32)}::timestamptz),
      (${timed!.id}, 'outcome', 'rep-2', '{"channel":"whatsapp","outcome":"whatsapp_sent"}', ${at(40)}::timestamptz)`)
  await database.migrate()
}, 120_000)

afterAll(async () => {
  await database?.close()
})

describe('the lead hand-offs migration', () => {
  it('stamps assigned leads with their latest assignment line, or their arrival', async () => {
    const rows = await database.query<{ full_name: string; assigned_at: Date | null }>(
      sql`select full_name, assigned_at from leads order by full_name`,
    )
    expect(
      rows.map((row) => [
        row.full_name,
        row.assigned_at && new Date(row.assigned_at).toISOString(),
      ]),
    ).toEqual([
      ['Nobody', null],
      ['Timed', at(7)],
      ['Untimed', at(0)],
    ])
  })

  it('links each outcome to the attempt before it (same channel and person), none to another’s', async () => {
    const events = await database.query<{ id: string; type: string; data: Record<string, string> }>(
      sql`select id, type, data from lead_events where type in ('attempt', 'outcome') order by created_at`,
    )
    const [call1, noAnswer, chat, call2, reached, otherPerson] = events
    expect(noAnswer!.data.attemptId).toBe(call1!.id)
    expect(reached!.data.attemptId).toBe(call2!.id)
    // A WhatsApp logged by someone who made no attempt stays on its own.
    expect(otherPerson!.data.attemptId).toBeUndefined()
    expect(chat!.data.attemptId).toBeUndefined()
  })
})
