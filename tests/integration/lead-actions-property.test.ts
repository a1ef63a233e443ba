import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db/types'
import { submitConsultation } from '@/lib/leads/submit-consultation'
import { submitLeadStep1 } from '@/lib/leads/submit-lead-step1'
import { submitLeadStep2 } from '@/lib/leads/submit-lead-step2'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { formOf } from '../support/hostile-input'
import { propertyRuns } from '../support/property-runs'

// No HTTP request here: the browser's cookie jar is a stand-in (tests/support).
vi.mock('@/lib/leads/enquiry-cookie', () => import('../support/enquiry-cookie-jar'))

let database: Db
let projectSlug: string

beforeAll(async () => {
  database = await migratedDb()
  projectSlug = (await insertProject((await insertDeveloper()).id)).slug
})

const leadCount = async () =>
  (
    (await database.execute(sql`select count(*)::int as n from leads`)) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0]!.n

/** Runs per property in CI (PROPERTY_RUNS for more: tests/support/property-runs.ts). */
const RUNS = 500

describe('lead actions under random and hostile input', () => {
  it('consultation: never throws; an invalid answer stores nothing', async () => {
    const fields = [
      'fullName',
      'email',
      'phone',
      'preferredArea',
      'budgetRange',
      'notes',
      'gclid',
      'locale',
    ]
    await fc.assert(
      fc.asyncProperty(formOf(fields), async (data) => {
        const before = await leadCount()
        const result = await submitConsultation(null, data)
        expect(result.ok || result.code === 'invalid').toBe(true)
        if (!result.ok) expect(await leadCount()).toBe(before)
      }),
      propertyRuns(RUNS),
    )
  })

  it('step 1: never throws; an invalid answer stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        formOf(['fullName', 'mobile', 'email', 'projectSlug', 'idempotencyKey', 'locale']),
        fc.boolean(),
        async (data, realProject) => {
          if (realProject) data.set('projectSlug', projectSlug)
          const before = await leadCount()
          const result = await submitLeadStep1(null, data)
          expect(result.ok || ['invalid', 'not-found'].includes(result.code)).toBe(true)
          if (!result.ok) expect(await leadCount()).toBe(before)
        },
      ),
      propertyRuns(RUNS),
    )
  })

  it('step 2: never throws, never creates a lead', async () => {
    await fc.assert(
      fc.asyncProperty(
        formOf(['howSoon', 'unitInterest', 'preferredChannel', 'notes', 'consent', 'leadId']),
        async (data) => {
          const before = await leadCount()
          const result = await submitLeadStep2(null, data)
          expect(result.ok || ['invalid', 'not-found'].includes(result.code)).toBe(true)
          expect(await leadCount()).toBe(before)
        },
      ),
      propertyRuns(RUNS),
    )
  })
})
