import { Client } from 'pg'
import { afterAll, expect, it, vi } from 'vitest'
import { announceContentChange } from '@/lib/content/announce-content-change'
import { CONTENT_CHANNEL } from '@/lib/content/content-channel'
import { listenForContentChanges } from '@/lib/content/listen-for-content-changes'
import { closeDb } from '@/lib/db/client'

const url = process.env.DATABASE_URL!
const admin = new Client({ connectionString: url })

afterAll(async () => {
  await admin.end()
  await closeDb()
})

/** The listener's session, once it is LISTENing (null until then). */
async function listenerPid(): Promise<number | null> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and query = $1`,
    [`LISTEN ${CONTENT_CHANNEL}`],
  )
  return rows[0]?.pid ?? null
}

it('hears the other instances but not itself, and after a lost connection listens again and reports the gap', async () => {
  await admin.connect()
  let changes = 0
  const listener = listenForContentChanges({ url, onChange: () => changes++ })
  try {
    await vi.waitFor(async () => expect(await listenerPid()).not.toBeNull(), { timeout: 10_000 })

    // This instance's own notice is skipped: notices from one session arrive in order, so once
    // the next one is counted the own one has been seen (and was not counted).
    await announceContentChange()
    await admin.query(`select pg_notify($1, 'another-instance')`, [CONTENT_CHANNEL])
    await vi.waitFor(() => expect(changes).toBe(1), { timeout: 5_000 })

    // The connection dies (as in a database restart): the listener comes back by itself and
    // counts one change for whatever it may have missed meanwhile.
    const before = await listenerPid()
    await admin.query('select pg_terminate_backend($1)', [before])
    await vi.waitFor(
      async () => {
        const pid = await listenerPid()
        expect(pid).not.toBeNull()
        expect(pid).not.toBe(before)
      },
      { timeout: 10_000 },
    )
    await vi.waitFor(() => expect(changes).toBe(2), { timeout: 5_000 })
    await admin.query(`select pg_notify($1, 'another-instance')`, [CONTENT_CHANNEL])
    await vi.waitFor(() => expect(changes).toBe(3), { timeout: 5_000 })
  } finally {
    await listener.stop()
  }
  await vi.waitFor(async () => expect(await listenerPid()).toBeNull(), { timeout: 5_000 })
})
