import { describe, expect, it } from 'vitest'
import { addDays } from '@/lib/i18n/business-time'
import {
  lastDays,
  parseReportRange,
  rangeBounds,
  rangeDays,
  reportHref,
} from '@/lib/lead-report/report-range'

// 00:30 on 15 Jan 2032 in Cairo (+02:00), still the 14th in UTC: "today" is Cairo's day.
const now = new Date('2032-01-14T22:30:00Z')

describe('the report range', () => {
  it('is the last 30 Cairo days, today included, unless the address says otherwise', () => {
    expect(parseReportRange({}, now)).toEqual({ from: '2031-12-17', to: '2032-01-15' })
    expect(lastDays(7, now)).toEqual({ from: '2032-01-09', to: '2032-01-15' })
    expect(rangeDays(lastDays(90, now))).toBe(90)
  })

  it('takes the days of the address', () => {
    expect(parseReportRange({ from: '2032-03-01', to: ' 2032-03-31 ' }, now)).toEqual({
      from: '2032-03-01',
      to: '2032-03-31',
    })
    expect(parseReportRange({ from: ['2032-03-01', 'x'], to: '2032-03-01' }, now)).toEqual({
      from: '2032-03-01',
      to: '2032-03-01',
    })
  })

  it('ignores malformed days: From alone runs to today, To alone starts 30 days before', () => {
    for (const bad of ['', 'yesterday', '2032-02-30', '2032-13-01', '32-01-01', '0050-01-01'])
      expect(parseReportRange({ from: bad, to: bad }, now), bad).toEqual(lastDays(30, now))
    expect(parseReportRange({ from: '2032-01-01', to: '2032-02-30' }, now)).toEqual({
      from: '2032-01-01',
      to: '2032-01-15',
    })
    expect(parseReportRange({ from: 'soon', to: '2032-03-31' }, now)).toEqual({
      from: '2032-03-02',
      to: '2032-03-31',
    })
  })

  it('swaps reversed ends', () => {
    expect(parseReportRange({ from: '2032-05-31', to: '2032-05-01' }, now)).toEqual({
      from: '2032-05-01',
      to: '2032-05-31',
    })
    // A From after today, with no To: today to that day.
    expect(parseReportRange({ from: '2032-02-01' }, now)).toEqual({
      from: '2032-01-15',
      to: '2032-02-01',
    })
  })

  it('keeps the last 366 days of a longer range', () => {
    const range = parseReportRange({ from: '2020-01-01', to: '2032-12-31' }, now)
    expect(range).toEqual({ from: '2032-01-01', to: '2032-12-31' })
    expect(rangeDays(range)).toBe(366)
    expect(parseReportRange({ from: '2031-01-01', to: '2031-12-31' }, now)).toEqual({
      from: '2031-01-01',
      to: '2031-12-31',
    })
  })

  it('covers whole Cairo days, summer time included, and writes its address', () => {
    const { start, end } = rangeBounds({ from: '2032-01-31', to: '2032-07-01' })
    expect(start.toISOString()).toBe('2032-01-30T22:00:00.000Z')
    expect(end.toISOString()).toBe('2032-07-01T21:00:00.000Z')
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29')
    expect(reportHref({ from: '2032-01-01', to: '2032-01-31' })).toBe(
      '/admin/leads/report?from=2032-01-01&to=2032-01-31',
    )
  })
})
