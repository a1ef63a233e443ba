import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { submitLeadStep1 } from '@/lib/leads/submit-lead-step1'
import { submitLeadStep2 } from '@/lib/leads/submit-lead-step2'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'

let database: Db
let projectSlug: string
let otherProjectSlug: string

beforeAll(async () => {
  database = await migratedDb()
  const developer = await insertDeveloper()
  projectSlug = (await insertProject(developer.id)).slug
  otherProjectSlug = (await insertProject(developer.id)).slug
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/** A unique valid Egyptian mobile per test run (shared PostgreSQL databases keep old rows). */
const uniqueMobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

const leadRow = async (id: string) =>
  (await database.select().from(leads).where(eq(leads.id, id)))[0]!

describe('project lead form actions', () => {
  it.each([['+20 1'], ['20'], ['0'], ['']])(
    'step 1 stores the mobile in local and international form (prefix %j)',
    async (prefix) => {
      const digits = uniqueMobile().slice(1)
      const result = await submitLeadStep1(
        form({
          fullName: ' Nour Samir ',
          mobile:
            prefix === '+20 1'
              ? `+20 ${digits.slice(0, 3)} ${digits.slice(3)}`
              : `${prefix}${digits}`,
          email: 'nour@example.com',
          projectSlug,
          locale: 'ar',
        }),
      )
      expect(result.status).toBe('success')
      const lead = await leadRow(result.status === 'success' ? result.lead_id : '')
      expect(lead).toMatchObject({
        source: 'project',
        formId: 'full_form_step1',
        locale: 'ar',
        fullName: 'Nour Samir',
        mobileLocal: `0${digits}`,
        mobileInternational: `+20${digits}`,
        completedAt: null,
      })
    },
  )

  it('step 1 answers bad input with the spec message keys', async () => {
    const result = await submitLeadStep1(
      form({ fullName: 'N', mobile: '01301234567', email: 'nour@', projectSlug }),
    )
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: { fullName: 'nameTooShort', mobile: 'mobileInvalid', email: 'emailInvalid' },
    })
  })

  it('a repeat enquiry within 30 days joins the existing lead; another project gets its own', async () => {
    const mobile = uniqueMobile()
    const values = { fullName: 'Hana Ali', mobile, email: 'hana@example.com', projectSlug }
    const first = await submitLeadStep1(form(values))
    const second = await submitLeadStep1(form({ ...values, fullName: 'Hana M. Ali' }))
    const other = await submitLeadStep1(form({ ...values, projectSlug: otherProjectSlug }))
    if (first.status !== 'success' || second.status !== 'success' || other.status !== 'success')
      throw new Error('step 1 failed')
    expect(second.lead_id).toBe(first.lead_id)
    expect(other.lead_id).not.toBe(first.lead_id)
    expect(await leadRow(first.lead_id)).toMatchObject({ enquiryCount: 2, fullName: 'Hana M. Ali' })
  })

  it('step 2 completes the same lead with consent time; unknown ids are "step 1 missing"', async () => {
    const first = await submitLeadStep1(
      form({ fullName: 'Youssef K', mobile: uniqueMobile(), email: 'y@example.com', projectSlug }),
    )
    if (first.status !== 'success') throw new Error('step 1 failed')
    const step2 = {
      howSoon: 'within_3m',
      unitInterest: 'Penthouse',
      preferredChannel: 'whatsapp',
      notes: '  Corner unit please ',
      consent: 'on',
    }
    const done = await submitLeadStep2(form({ ...step2, leadId: first.lead_id }))
    expect(done).toEqual({ status: 'success', leadId: first.lead_id })
    const lead = await leadRow(first.lead_id)
    expect(lead).toMatchObject({
      howSoon: 'within_3m',
      unitInterest: 'Penthouse',
      preferredChannel: 'whatsapp',
      notes: 'Corner unit please',
    })
    expect(lead.completedAt).toBeInstanceOf(Date)
    expect(lead.consentedAt).toBeInstanceOf(Date)
    expect(await submitLeadStep2(form({ ...step2, leadId: randomUUID() }))).toEqual({
      status: 'missing-step1',
    })
    expect(await submitLeadStep2(form({ ...step2, leadId: 'not-an-id' }))).toEqual({
      status: 'missing-step1',
    })
  })

  it('step 2 answers bad input with the spec message keys', async () => {
    const result = await submitLeadStep2(
      form({ howSoon: '', unitInterest: ' ', preferredChannel: 'fax', notes: 'x'.repeat(501) }),
    )
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: {
        howSoon: 'howSoonRequired',
        unitInterest: 'unitRequired',
        preferredChannel: 'channelRequired',
        notes: 'notesTooLong',
        consent: 'consentRequired',
      },
    })
  })
})
