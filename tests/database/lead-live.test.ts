import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import type { LeadSignal } from '@/lib/lead-live/lead-change'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import { subscribeToLeadChanges } from '@/lib/lead-live/subscribe-to-lead-changes'
import { storeLead } from '@/lib/leads/store-lead'
import { migratedDb } from '../support/db'

// PGlite hears its own NOTIFYs in-process; on PostgreSQL (the database phase) a connection of
// its own LISTENs. Either way the open inboxes hear of a lead when, and only when, it is stored.

beforeAll(async () => {
  await migratedDb()
})

/** Starts listening; `heard` settles with the signals up to one matching `until`. */
async function hear(until: (signal: LeadSignal) => boolean) {
  let resolve: (signals: LeadSignal[]) => void = () => {}
  const heard = new Promise<LeadSignal[]>((done) => (resolve = done))
  const signals: LeadSignal[] = []
  const subscription = subscribeToLeadChanges((signal) => {
    signals.push(signal)
    if (!until(signal)) return
    subscription.stop()
    resolve(signals)
  })
  await subscription.listening
  // Wrapped: returned bare, the caller's await would wait for the signals themselves.
  return { heard }
}

const isLead = (id: string) => (signal: LeadSignal) => 'leadId' in signal && signal.leadId === id

describe('live lead changes', () => {
  it('a stored lead is announced as new, with its assignee (none here)', async () => {
    const id = randomUUID()
    const { heard } = await hear(isLead(id))
    await storeLead({
      id,
      source: 'consultation',
      formId: 'home_consultation',
      locale: 'en',
      fullName: 'Live Lead',
      email: `${id}@example.com`,
      phone: '01001234567',
    })
    expect((await heard).at(-1)).toEqual({ leadId: id, kind: 'new', assigneeId: null })
  })

  it('a change rolled back is never announced; the next committed one is', async () => {
    const [rolledBack, committed] = [randomUUID(), randomUUID()]
    const { heard } = await hear(isLead(committed))
    await db()
      .transaction(async (tx) => {
        await announceLeadChange(tx, { leadId: rolledBack, kind: 'new', assigneeId: null })
        throw new Error('rolled back')
      })
      .catch(() => {})
    await announceLeadChange(db(), { leadId: committed, kind: 'updated', assigneeId: null })
    const signals = await heard
    expect(signals.some(isLead(rolledBack))).toBe(false)
    expect(signals.at(-1)).toEqual({ leadId: committed, kind: 'updated', assigneeId: null })
  })
})
