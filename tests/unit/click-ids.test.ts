import { describe, expect, it } from 'vitest'
import {
  appendClickIds,
  captureClickIds,
  CLICK_IDS_RETENTION_DAYS,
  CLICK_IDS_RETENTION_MS,
  CLICK_IDS_STORAGE_KEY,
  type ClickIdStorage,
  readClickIds,
} from '@/lib/analytics/click-ids'

const DAY = 24 * 60 * 60 * 1000
const T0 = 1_700_000_000_000

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const storage: ClickIdStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
  const stored = () => {
    const raw = data.get(CLICK_IDS_STORAGE_KEY)
    return raw === undefined ? undefined : (JSON.parse(raw) as unknown)
  }
  return { storage, data, stored }
}

const throwingStorage: ClickIdStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

describe('click id constants', () => {
  it('uses a versioned key and 90-day retention', () => {
    expect(CLICK_IDS_STORAGE_KEY).toBe('click_ids_v1')
    expect(CLICK_IDS_RETENTION_DAYS).toBe(90)
    expect(CLICK_IDS_RETENTION_MS).toBe(90 * DAY)
  })
})

describe('captureClickIds', () => {
  it('saves ids found in the query with a timestamp', () => {
    const { storage, stored } = memoryStorage()
    const saved = captureClickIds('?gclid=abc&utm_source=x', storage, T0)
    expect(saved).toEqual({ gclid: 'abc', ts: T0 })
    expect(stored()).toEqual({ gclid: 'abc', ts: T0 })
  })

  it('accepts URLSearchParams and all three ids', () => {
    const { storage, stored } = memoryStorage()
    captureClickIds(new URLSearchParams({ gclid: 'g', gbraid: 'b', wbraid: 'w' }), storage, T0)
    expect(stored()).toEqual({ gclid: 'g', gbraid: 'b', wbraid: 'w', ts: T0 })
  })

  it('saves nothing when no id is present (or ids are empty)', () => {
    const { storage, data } = memoryStorage()
    expect(captureClickIds('?utm_source=x&gclid=', storage, T0)).toBeNull()
    expect(data.size).toBe(0)
  })

  it('merges: new overrides old, missing keep old, ts refreshed', () => {
    const { storage, stored } = memoryStorage()
    captureClickIds('gclid=old&wbraid=w1', storage, T0)
    captureClickIds('gclid=new&gbraid=b1', storage, T0 + DAY)
    expect(stored()).toEqual({ gclid: 'new', gbraid: 'b1', wbraid: 'w1', ts: T0 + DAY })
  })

  it('does not touch the stored record when the query has no ids', () => {
    const { storage, stored } = memoryStorage()
    captureClickIds('gclid=abc', storage, T0)
    expect(captureClickIds('', storage, T0 + DAY)).toEqual({ gclid: 'abc', ts: T0 })
    expect(stored()).toEqual({ gclid: 'abc', ts: T0 })
  })

  it('does not merge values from an expired record', () => {
    const { storage, stored } = memoryStorage()
    captureClickIds('gclid=old', storage, T0)
    captureClickIds('wbraid=w', storage, T0 + 91 * DAY)
    expect(stored()).toEqual({ wbraid: 'w', ts: T0 + 91 * DAY })
  })

  it('replaces garbage in storage', () => {
    const { storage, stored } = memoryStorage({ [CLICK_IDS_STORAGE_KEY]: '{not json' })
    expect(captureClickIds('gclid=abc', storage, T0)).toEqual({ gclid: 'abc', ts: T0 })
    expect(stored()).toEqual({ gclid: 'abc', ts: T0 })
  })

  it('does not throw when storage throws, and still returns the ids', () => {
    expect(captureClickIds('gclid=abc', throwingStorage, T0)).toEqual({ gclid: 'abc', ts: T0 })
  })
})

describe('readClickIds', () => {
  it('returns null when nothing is stored', () => {
    expect(readClickIds(memoryStorage().storage, T0)).toBeNull()
  })

  it('returns a record up to 90 days old', () => {
    const { storage } = memoryStorage()
    captureClickIds('gbraid=b', storage, T0)
    expect(readClickIds(storage, T0 + CLICK_IDS_RETENTION_MS)).toEqual({ gbraid: 'b', ts: T0 })
  })

  it('deletes a record older than 90 days', () => {
    const { storage, data } = memoryStorage()
    captureClickIds('gclid=abc', storage, T0)
    expect(readClickIds(storage, T0 + CLICK_IDS_RETENTION_MS + 1)).toBeNull()
    expect(data.has(CLICK_IDS_STORAGE_KEY)).toBe(false)
  })

  it.each([
    ['not json', '{oops'],
    ['null', 'null'],
    ['a number', '42'],
    ['no ts', '{"gclid":"abc"}'],
    ['string ts', '{"gclid":"abc","ts":"yesterday"}'],
    ['no ids', `{"ts":${T0}}`],
  ])('tolerates and deletes garbage (%s)', (_label, raw) => {
    const { storage, data } = memoryStorage({ [CLICK_IDS_STORAGE_KEY]: raw })
    expect(readClickIds(storage, T0)).toBeNull()
    expect(data.has(CLICK_IDS_STORAGE_KEY)).toBe(false)
  })

  it('ignores non-string id values', () => {
    const raw = JSON.stringify({ gclid: 123, gbraid: 'b', wbraid: null, ts: T0 })
    const { storage } = memoryStorage({ [CLICK_IDS_STORAGE_KEY]: raw })
    expect(readClickIds(storage, T0)).toEqual({ gbraid: 'b', ts: T0 })
  })

  it('does not throw when storage throws', () => {
    expect(readClickIds(throwingStorage, T0)).toBeNull()
  })

  it('does not throw when removing an expired record throws', () => {
    const raw = JSON.stringify({ gclid: 'abc', ts: T0 })
    const storage: ClickIdStorage = { ...throwingStorage, getItem: () => raw }
    expect(readClickIds(storage, T0 + 100 * DAY)).toBeNull()
  })
})

describe('appendClickIds', () => {
  it('adds ids to a URL without a query', () => {
    expect(appendClickIds('https://example.com/p', { gclid: 'a b' })).toBe(
      'https://example.com/p?gclid=a%20b',
    )
  })

  it('keeps the existing query untouched and the hash last', () => {
    const url = 'https://api.whatsapp.com/send?phone=20100&text=Hi%20there#x'
    expect(appendClickIds(url, { gbraid: 'b', wbraid: 'w' })).toBe(
      'https://api.whatsapp.com/send?phone=20100&text=Hi%20there&gbraid=b&wbraid=w#x',
    )
  })

  it('replaces ids already in the URL', () => {
    expect(appendClickIds('/p?gclid=old&unit=a', { gclid: 'new' })).toBe('/p?unit=a&gclid=new')
  })

  it('returns the URL unchanged without ids', () => {
    expect(appendClickIds('/p?x=1', null)).toBe('/p?x=1')
    expect(appendClickIds('/p?x=1', undefined)).toBe('/p?x=1')
    expect(appendClickIds('/p?x=1', { gclid: '' })).toBe('/p?x=1')
  })
})
