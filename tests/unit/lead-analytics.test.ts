import { describe, expect, it } from 'vitest'
import { adAttribution } from '@/lib/analytics/ad-attribution'
import { budgetBucketOfPrice, budgetBucketOfRange } from '@/lib/analytics/budget-bucket'
import { leadRecord } from '@/lib/leads/lead-session'
import { egyptianMobileForms } from '@/lib/validation/phone'

describe('budget buckets (spec §3, §9)', () => {
  it('puts prices in lt5m, 5to10m, 10to20m and gt20m', () => {
    expect(budgetBucketOfPrice(4_999_999)).toBe('lt5m')
    expect(budgetBucketOfPrice(5_000_000)).toBe('5to10m')
    expect(budgetBucketOfPrice(10_000_000)).toBe('10to20m')
    expect(budgetBucketOfPrice(20_000_000)).toBe('10to20m')
    expect(budgetBucketOfPrice(20_000_001)).toBe('gt20m')
    expect(budgetBucketOfPrice(null)).toBeNull()
    expect(budgetBucketOfPrice(0)).toBeNull()
  })

  it('maps the consultation form’s budget choices', () => {
    expect(budgetBucketOfRange('under_5m')).toBe('lt5m')
    expect(budgetBucketOfRange('5m_10m')).toBe('5to10m')
    expect(budgetBucketOfRange('10m_20m')).toBe('10to20m')
    expect(budgetBucketOfRange('over_20m')).toBe('gt20m')
    expect(budgetBucketOfRange('')).toBeNull()
    expect(budgetBucketOfRange('__proto__')).toBeNull()
  })
})

describe('adAttribution', () => {
  it('reads the ad platforms’ cookies and prefers the stored click ids', () => {
    const cookie = '_ga=GA1.1.1; _gcl_aw=GCL.1700000000.Cj0-from-cookie; _fbp=fb.1.170.99'
    expect(adAttribution(cookie, { gclid: 'stored', wbraid: 'w', ts: 1 })).toEqual({
      _gcl_aw: 'GCL.1700000000.Cj0-from-cookie',
      _fbp: 'fb.1.170.99',
      gclid: 'stored',
      wbraid: 'w',
    })
  })

  it('takes the click id from _gcl_aw when none was kept, and nothing from nothing', () => {
    expect(adAttribution('_gcl_aw=GCL.1700000000.Cj0.KQ', null)).toEqual({
      _gcl_aw: 'GCL.1700000000.Cj0.KQ',
      gclid: 'Cj0.KQ',
    })
    expect(adAttribution('', null)).toEqual({})
    expect(adAttribution('=x; broken; _fbc=%E0%A4%A', null)).toEqual({ _fbc: '%E0%A4%A' })
  })
})

describe('the session lead record (spec §3)', () => {
  it('keeps the mobile in its 010… and +20… forms however it was typed', () => {
    expect(egyptianMobileForms('+20 101 234 5678')).toEqual({
      local: '01012345678',
      e164: '+201012345678',
    })
    expect(
      leadRecord(
        { fullName: ' Mona Adel ', email: 'm@e.x', mobile: '٠١٠١٢٣٤٥٦٧٨', leadId: 'L1' },
        5,
      ),
    ).toEqual({
      full_name: 'Mona Adel',
      email: 'm@e.x',
      mobile_local: '01012345678',
      mobile_e164: '+201012345678',
      step1_at: 5,
      lead_id: 'L1',
      floorplans_unlocked: false,
    })
  })

  it('keeps a number from abroad in E.164, and one the forms refuse as typed', () => {
    expect(leadRecord({ fullName: 'A', email: 'a@b.c', mobile: '+971 ۵۰ 123 4567' })).toEqual({
      full_name: 'A',
      email: 'a@b.c',
      mobile_local: '+971501234567',
      mobile_e164: '+971501234567',
      floorplans_unlocked: false,
    })
    expect(leadRecord({ fullName: 'A', email: 'a@b.c', mobile: '٠١٣ 123' })).toMatchObject({
      mobile_local: '013 123',
      mobile_e164: null,
    })
  })
})
