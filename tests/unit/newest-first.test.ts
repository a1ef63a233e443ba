import { describe, expect, it } from 'vitest'
import { newestFirst } from '@/components/admin/leads/newest-first'

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, seconds))

describe('a lead timeline, newest first', () => {
  it('puts the newest entry on top', () => {
    const entries = [
      { key: 'received', at: at(0) },
      { key: 'note', at: at(30) },
      { key: 'status', at: at(10) },
    ]
    expect(newestFirst(entries).map((entry) => entry.key)).toEqual(['note', 'status', 'received'])
  })

  it('lists what happened later first where two entries share an instant', () => {
    const entries = [
      { key: 'received', at: at(0) },
      { key: 'assigned automatically', at: at(0) },
      { key: 'called', at: at(5) },
      { key: 'reached', at: at(5) },
    ]
    expect(newestFirst(entries).map((entry) => entry.key)).toEqual([
      'reached',
      'called',
      'assigned automatically',
      'received',
    ])
    // The entries given are left as they were.
    expect(entries[0]!.key).toBe('received')
  })
})
