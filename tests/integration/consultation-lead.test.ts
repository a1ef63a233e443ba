import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads, outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { submitConsultation } from '@/lib/leads/submit-consultation'
import { migratedDb } from '../support/db'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

describe('submitConsultation', () => {
  it('stores the trimmed lead with its attribution and queues one sales notification', async () => {
    const email = `lead-${randomUUID()}@example.com`
    const result = await submitConsultation(
      null,
      form({
        fullName: '  Mona Adel ',
        email: ` ${email} `,
        phone: ' +20 100 123 4567 ',
        preferredArea: 'New Cairo',
        budgetRange: '10m_20m',
        notes: '',
        gclid: 'gclid-1',
        utmSource: 'google',
        utmCampaign: 'brand',
        landingPage: 'https://masar.example/?gclid=gclid-1',
        locale: 'ar',
      }),
    )
    expect(result.ok).toBe(true)
    const leadId = result.ok ? result.data : ''
    const [lead] = await database.select().from(leads).where(eq(leads.id, leadId))
    expect(lead).toMatchObject({
      source: 'consultation',
      formId: 'home_consultation',
      locale: 'ar',
      fullName: 'Mona Adel',
      email,
      phone: '+20 100 123 4567',
      preferredArea: 'New Cairo',
      budgetRange: '10m_20m',
      notes: null,
      gclid: 'gclid-1',
      gbraid: null,
      utmSource: 'google',
      utmCampaign: 'brand',
      landingPage: 'https://masar.example/?gclid=gclid-1',
    })
    const queued = await database.select().from(outboxMessages)
    expect(queued.filter((m) => m.payload.leadId === leadId)).toEqual([
      expect.objectContaining({
        kind: MAIL_KINDS.leadNotification,
        status: 'pending',
        attempts: 0,
      }),
    ])
  })

  it('answers invalid input with message keys per field and stores nothing', async () => {
    const before = (await database.select({ id: leads.id }).from(leads)).length
    const result = await submitConsultation(
      null,
      form({
        fullName: '   ',
        email: 'not-an-email',
        phone: '',
        budgetRange: 'a lot',
        notes: 'x'.repeat(1001),
      }),
    )
    expect(result).toEqual({
      ok: false,
      code: 'invalid',
      message: 'invalid',
      fieldErrors: {
        fullName: 'nameRequired',
        email: 'emailInvalid',
        phone: 'phoneRequired',
        budgetRange: 'budgetInvalid',
        notes: 'notesTooLong',
      },
    })
    expect((await database.select({ id: leads.id }).from(leads)).length).toBe(before)
  })

  it('treats missing or non-text fields as empty instead of failing', async () => {
    const data = new FormData()
    data.set('fullName', new Blob(['x']), 'name.txt')
    const result = await submitConsultation(null, data)
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { fullName: 'nameRequired', email: 'emailRequired', phone: 'phoneRequired' },
    })
  })
})
