import { beforeAll, describe, expect, it } from 'vitest'
import { countBraidOnlyConversions } from '@/lib/lead-inbox/count-braid-only-conversions'
import { migratedDb } from '../support/db'
import { insertLead } from '../support/leads'
import { testViewer } from '../support/viewer'

// The period is in 2033, so other files' leads never count.
const day = (text: string) => new Date(`${text}T12:00:00+02:00`)
const FROM = new Date('2033-02-01T00:00:00+02:00')
const UNTIL = new Date('2033-03-01T00:00:00+02:00')

beforeAll(async () => {
  await migratedDb()
  const arrived = day('2033-01-20')
  // Left out: only an iOS click id, stage reached in the period.
  await insertLead({ gbraid: 'gb-1', createdAt: arrived, contactedAt: day('2033-02-02') })
  await insertLead({
    wbraid: 'wb-1',
    createdAt: arrived,
    contactedAt: day('2033-02-03'),
    wonAt: day('2033-02-20'),
    status: 'won',
  })
  // In the file (a gclid as well), outside the period, or from no ad click: not counted.
  await insertLead({
    gclid: 'gc-1',
    gbraid: 'gb-2',
    createdAt: arrived,
    contactedAt: day('2033-02-04'),
  })
  await insertLead({ gbraid: 'gb-3', createdAt: arrived, contactedAt: day('2033-03-02') })
  await insertLead({ createdAt: arrived, contactedAt: day('2033-02-05') })
})

describe('conversions the Google Ads file leaves out', () => {
  it('counts, per stage reached in the period, the leads with only a gbraid or wbraid', async () => {
    const admin = testViewer('admin')
    expect(await countBraidOnlyConversions({ viewer: admin, from: FROM, until: UNTIL })).toEqual({
      contacted: 2,
      qualified: 0,
      viewing: 0,
      won: 1,
    })
  })

  it('is for admins only, as the file is', async () => {
    const moderator = testViewer('moderator')
    await expect(
      countBraidOnlyConversions({ viewer: moderator, from: FROM, until: UNTIL }),
    ).rejects.toMatchObject({ denial: 'admin-only' })
  })
})
