import { describe, expect, it } from 'vitest'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { durationParts } from '@/lib/lead-inbox/format-figures'

const waited = (locale: 'en' | 'ar', minutes: number) => {
  const t = adminTranslator(locale)
  return t('leads.waiting.waiting', { duration: t('leads.duration', durationParts(minutes)) })
}

// Arabic counts agree with their number: after "منذ" a dual is genitive (دقيقتين, not دقيقتان),
// 3 to 10 take the plural, 11 and up the singular.
describe('durations in words', () => {
  it('reads 1, 2, 3 and 11 minutes, hours and days in English', () => {
    expect([1, 2, 3, 11].map((n) => waited('en', n))).toEqual([
      'Waiting 1 min',
      'Waiting 2 min',
      'Waiting 3 min',
      'Waiting 11 min',
    ])
    expect([1, 2, 3, 11].map((n) => waited('en', n * 60))).toEqual([
      'Waiting 1 h',
      'Waiting 2 h',
      'Waiting 3 h',
      'Waiting 11 h',
    ])
    expect([1, 2, 3, 11].map((n) => waited('en', n * 24 * 60))).toEqual([
      'Waiting 1 day',
      'Waiting 2 days',
      'Waiting 3 days',
      'Waiting 11 days',
    ])
  })

  it('reads 1, 2, 3 and 11 minutes, hours and days in Arabic after منذ', () => {
    expect([1, 2, 3, 11].map((n) => waited('ar', n))).toEqual([
      'ينتظر منذ دقيقة واحدة',
      'ينتظر منذ دقيقتين',
      'ينتظر منذ 3 دقائق',
      'ينتظر منذ 11 دقيقة',
    ])
    expect([1, 2, 3, 11].map((n) => waited('ar', n * 60))).toEqual([
      'ينتظر منذ ساعة',
      'ينتظر منذ ساعتين',
      'ينتظر منذ 3 ساعات',
      'ينتظر منذ 11 ساعة',
    ])
    expect([1, 2, 3, 11].map((n) => waited('ar', n * 24 * 60))).toEqual([
      'ينتظر منذ يوم',
      'ينتظر منذ يومين',
      'ينتظر منذ 3 أيام',
      'ينتظر منذ 11 يومًا',
    ])
    expect(waited('ar', 2 * 60 + 2)).toBe('ينتظر منذ ساعتين ودقيقتين')
  })

  it('quotes both stage names of a move, and names Lost as no sale', () => {
    const t = adminTranslator('ar')
    const stage = (s: 'new' | 'viewing' | 'lost') => t(`common.stages.${s}`)
    expect(t('leads.timeline.moved', { from: stage('new'), to: stage('viewing') })).toBe(
      'نقله من «جديد» إلى «معاينة»',
    )
    expect(stage('lost')).toBe('لم يتم البيع')
  })
})
