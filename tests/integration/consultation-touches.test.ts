import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { submitConsultation } from '@/lib/leads/submit-consultation'
import { migratedDb } from '../support/db'

// Issue 37: both touches reach the lead through the real action and database, and whatever a
// tampered form holds in them, the lead is stored (never a 500).

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

const contact = () => ({
  fullName: 'Karim Touch',
  email: `touch-${randomUUID()}@example.com`,
  phone: '01001234567',
})

async function stored(result: Awaited<ReturnType<typeof submitConsultation>>) {
  expect(result.ok).toBe(true)
  const [lead] = await database
    .select()
    .from(leads)
    .where(eq(leads.id, result.ok ? result.data : ''))
  return lead!
}

describe('submitConsultation with the visit’s touches', () => {
  it('stores the last touch in the lead columns and the first touch beside it', async () => {
    const now = Date.now()
    const lead = await stored(
      await submitConsultation(
        null,
        form({
          ...contact(),
          gclid: 'G-SUMMER',
          utmSource: 'facebook',
          utmCampaign: 'summer',
          landingPage: 'https://masar.example/palm-hills?utm_campaign=summer',
          lastTouchAt: String(now - 60_000),
          firstTouch: JSON.stringify({
            utmSource: 'google',
            utmCampaign: 'spring',
            gclid: 'G-SPRING',
            landingPage: 'https://masar.example/?utm_campaign=spring',
            referrer: 'https://www.google.com/',
            at: now - 86_400_000,
          }),
        }),
      ),
    )
    expect(lead).toMatchObject({
      utmSource: 'facebook',
      utmCampaign: 'summer',
      gclid: 'G-SUMMER',
      landingPage: 'https://masar.example/palm-hills?utm_campaign=summer',
      lastTouchAt: new Date(now - 60_000),
    })
    expect(lead.firstTouch).toMatchObject({
      utmSource: 'google',
      utmCampaign: 'spring',
      gclid: 'G-SPRING',
      referrer: 'https://www.google.com/',
      at: new Date(now - 86_400_000).toISOString(),
    })
  })

  it('stores the lead when the touches are tampered with: bad values are dropped', async () => {
    const lead = await stored(
      await submitConsultation(
        null,
        form({
          ...contact(),
          utmCampaign: 'spring\u0000\u0007<script>',
          utmSource: 'g'.repeat(5000),
          landingPage: 'x'.repeat(10_000),
          lastTouchAt: '99999999999999999999',
          firstTouch: '{"at": {"$date": 1}, "utmCampaign": ["a"], "__proto__": {"x": 1}}',
        }),
      ),
    )
    expect(lead.utmCampaign).toBe('spring <script>')
    expect(lead.utmSource).toHaveLength(255)
    expect(lead.landingPage).toHaveLength(2048)
    expect(lead.lastTouchAt).toBeNull()
    expect(lead.firstTouch).toBeNull()
  })
})
