import { describe, expect, it } from 'vitest'
import { readAttribution } from '@/lib/leads/attribution'

const NOW = Date.now()
const form = (fields: Record<string, string>) => (name: string) => fields[name]

describe('readAttribution (what the browser sends, checked on the server)', () => {
  it('reads the last touch into the lead columns and the first touch from JSON', () => {
    const first = {
      utmCampaign: 'spring',
      utmSource: 'google',
      gclid: 'G1',
      landingPage: 'https://masar.example/?utm_campaign=spring',
      at: NOW - 1000,
    }
    const attribution = readAttribution(
      form({
        utmCampaign: ' summer ',
        landingPage: 'https://masar.example/x',
        lastTouchAt: String(NOW - 10),
        firstTouch: JSON.stringify(first),
      }),
    )
    expect(attribution).toMatchObject({
      utmCampaign: 'summer',
      utmSource: null,
      landingPage: 'https://masar.example/x',
      lastTouchAt: new Date(NOW - 10),
    })
    expect(attribution.firstTouch).toEqual({
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: 'spring',
      utmTerm: null,
      utmContent: null,
      landingPage: 'https://masar.example/?utm_campaign=spring',
      referrer: null,
      gclid: 'G1',
      gbraid: null,
      wbraid: null,
      at: new Date(NOW - 1000).toISOString(),
    })
  })

  it('turns control characters into spaces and cuts over-long values', () => {
    const attribution = readAttribution(
      form({ utmCampaign: 'spring\u0007', utmSource: 'a\nb', utmTerm: 'k'.repeat(300) }),
    )
    expect(attribution.utmCampaign).toBe('spring')
    expect(attribution.utmSource).toBe('a b')
    expect(attribution.utmTerm).toHaveLength(255)
  })

  it('drops a tampered first touch or time instead of failing', () => {
    for (const firstTouch of [
      '{not json',
      '[]',
      'null',
      '{"at":"yesterday"}',
      JSON.stringify({ at: NOW + 10 * 60_000 }),
      JSON.stringify({ at: NOW - 200 * 24 * 60 * 60 * 1000 }),
      'x'.repeat(9000),
    ]) {
      expect(readAttribution(form({ firstTouch })).firstTouch).toBeNull()
    }
    const nested = readAttribution(
      form({ firstTouch: JSON.stringify({ at: NOW, utmCampaign: { $gt: '' }, gclid: ['x'] }) }),
    )
    expect(nested.firstTouch).toMatchObject({ utmCampaign: null, gclid: null })
    expect(readAttribution(form({ lastTouchAt: 'soon' })).lastTouchAt).toBeNull()
    expect(readAttribution(form({ lastTouchAt: '1e400' })).lastTouchAt).toBeNull()
    expect(readAttribution(form({})).lastTouchAt).toBeNull()
  })
})
