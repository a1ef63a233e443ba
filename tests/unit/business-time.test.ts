import { describe, expect, it } from 'vitest'
import {
  cairoDay,
  cairoDayStart,
  cairoOffsetText,
  cairoTimestamp,
  cairoWallTime,
  fromCairoWallTime,
} from '@/lib/i18n/business-time'

describe('Cairo time', () => {
  it('reads wall times in Cairo, winter (+02:00) and summer (+03:00)', () => {
    expect(fromCairoWallTime('2026-01-15T10:00')?.toISOString()).toBe('2026-01-15T08:00:00.000Z')
    expect(fromCairoWallTime('2026-07-15T10:00')?.toISOString()).toBe('2026-07-15T07:00:00.000Z')
    expect(fromCairoWallTime('2026-07-15')?.toISOString()).toBe('2026-07-14T21:00:00.000Z')
  })

  it('refuses what is not a wall time', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-02-30T10:00',
      '2026-13-01',
      '2026-01-01T24:00',
      '2026-01-01T10:60',
    ])
      expect(fromCairoWallTime(text), text).toBeNull()
  })

  it('writes moments back as Cairo days, wall times and offsets', () => {
    const summer = new Date('2026-07-15T21:30:05Z') // 00:30 the next day in Cairo
    expect(cairoDay(summer)).toBe('2026-07-16')
    expect(cairoWallTime(summer)).toBe('2026-07-16T00:30')
    expect(cairoOffsetText(summer)).toBe('+03:00')
    expect(cairoTimestamp(summer)).toBe('2026-07-16 00:30:05+03:00')
    expect(cairoTimestamp(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15 10:00:00+02:00')
  })

  it('round-trips every wall time of a day with a clock change', () => {
    // Egypt's summer time starts on the last Friday of April (2026-04-24 at 00:00 → 01:00).
    for (const time of ['2026-04-23T23:30', '2026-04-24T01:30', '2026-04-24T12:00'])
      expect(cairoWallTime(fromCairoWallTime(time)!)).toBe(time)
  })

  it('gives the start of a Cairo day, days apart', () => {
    const at = new Date('2026-03-02T22:30:00Z') // 00:30 on 3 March in Cairo
    expect(cairoDayStart(at).toISOString()).toBe('2026-03-02T22:00:00.000Z')
    expect(cairoDayStart(at, 1).toISOString()).toBe('2026-03-03T22:00:00.000Z')
    expect(cairoDayStart(at, -29).toISOString()).toBe('2026-02-01T22:00:00.000Z')
  })
})
