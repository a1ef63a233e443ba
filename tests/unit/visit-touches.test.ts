import { describe, expect, it } from 'vitest'
import type { ClickIdStorage } from '@/lib/analytics/click-ids'
import { captureTouch, readTouches, TOUCHES_STORAGE_KEY } from '@/lib/analytics/visit-touches'

const DAY = 24 * 60 * 60 * 1000
const T0 = 1_800_000_000_000
const SITE = 'https://masar.example'

function memoryStorage(initial: Record<string, string> = {}): ClickIdStorage {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('captureTouch (first and last touch, last non-direct click)', () => {
  it('records the first arrival as both touches', () => {
    const storage = memoryStorage()
    const touches = captureTouch(
      `${SITE}/palm-hills?utm_source=google&utm_campaign=spring&gclid=G1`,
      'https://www.google.com/',
      storage,
      T0,
    )
    expect(touches?.first).toEqual({
      landingPage: `${SITE}/palm-hills?utm_source=google&utm_campaign=spring&gclid=G1`,
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'G1',
      at: T0,
    })
    expect(touches?.last).toEqual(touches?.first)
  })

  it('keeps both touches through pages without campaign parameters', () => {
    const storage = memoryStorage()
    captureTouch(`${SITE}/?utm_campaign=spring`, '', storage, T0)
    const later = captureTouch(`${SITE}/developers/sodic`, `${SITE}/`, storage, T0 + DAY)
    expect(later?.first.utm_campaign).toBe('spring')
    expect(later?.last.utm_campaign).toBe('spring')
    expect(later?.last.landingPage).toBe(`${SITE}/?utm_campaign=spring`)
  })

  it('a visit from another campaign keeps first touch and replaces last touch', () => {
    const storage = memoryStorage()
    captureTouch(`${SITE}/?utm_campaign=spring&gclid=G1`, '', storage, T0)
    const second = captureTouch(`${SITE}/x?utm_campaign=summer&gbraid=B2`, '', storage, T0 + DAY)
    expect(second?.first).toMatchObject({ utm_campaign: 'spring', gclid: 'G1', at: T0 })
    expect(second?.last).toEqual({
      landingPage: `${SITE}/x?utm_campaign=summer&gbraid=B2`,
      utm_campaign: 'summer',
      gbraid: 'B2',
      at: T0 + DAY,
    })
  })

  it('a direct first visit is first touch; a later campaign visit becomes last touch', () => {
    const storage = memoryStorage()
    captureTouch(`${SITE}/`, '', storage, T0)
    const touches = captureTouch(`${SITE}/?utm_campaign=spring`, '', storage, T0 + 1000)
    expect(touches?.first).toEqual({ landingPage: `${SITE}/`, at: T0 })
    expect(touches?.last.utm_campaign).toBe('spring')
  })

  it('forgets touches older than 90 days', () => {
    const storage = memoryStorage()
    captureTouch(`${SITE}/?utm_campaign=old`, '', storage, T0)
    expect(readTouches(storage, T0 + 91 * DAY)).toBeNull()
    const fresh = captureTouch(`${SITE}/?utm_campaign=new`, '', storage, T0 + 92 * DAY)
    expect(fresh?.first.utm_campaign).toBe('new')
  })

  it('lets an expired first touch give way to the last', () => {
    const storage = memoryStorage()
    captureTouch(`${SITE}/?utm_campaign=old`, '', storage, T0)
    captureTouch(`${SITE}/?utm_campaign=new`, '', storage, T0 + 80 * DAY)
    const touches = readTouches(storage, T0 + 100 * DAY)
    expect(touches?.first.utm_campaign).toBe('new')
  })

  it('treats unreadable storage as absent and never throws', () => {
    expect(readTouches(memoryStorage({ [TOUCHES_STORAGE_KEY]: '{not json' }), T0)).toBeNull()
    expect(
      readTouches(memoryStorage({ [TOUCHES_STORAGE_KEY]: '{"last":{"at":"x"}}' }), T0),
    ).toBeNull()
    const broken: ClickIdStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(captureTouch(`${SITE}/?utm_campaign=x`, '', broken, T0)?.last.utm_campaign).toBe('x')
  })

  it('cuts over-long values', () => {
    const storage = memoryStorage()
    const touches = captureTouch(`${SITE}/?utm_term=${'k'.repeat(400)}`, '', storage, T0)
    expect(touches?.last.utm_term).toHaveLength(255)
  })
})
