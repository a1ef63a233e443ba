import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { leadEnquiries, leads, outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { readLeadDashboard } from '@/lib/lead-inbox/read-lead-dashboard'
import { DEFAULT_FILTERS } from '@/lib/lead-inbox/lead-filters'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import type { LeadSignal } from '@/lib/lead-live/lead-change'
import { subscribeToLeadChanges } from '@/lib/lead-live/subscribe-to-lead-changes'
import { STEP2_WAIT_MS } from '@/lib/leads/record-project-enquiry'
import { submitLeadStep1 } from '@/lib/leads/submit-lead-step1'
import { submitLeadStep2 } from '@/lib/leads/submit-lead-step2'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { enquiryJar } from '../support/enquiry-cookie-jar'
import { testViewer } from '../support/viewer'

// No HTTP request here: the browser's cookie jar is a stand-in (tests/support).
vi.mock('@/lib/leads/enquiry-cookie', () => import('../support/enquiry-cookie-jar'))

let database: Db
let projectSlug: string
let projectId: string
let otherProjectSlug: string

beforeAll(async () => {
  database = await migratedDb()
  const developer = await insertDeveloper()
  const project = await insertProject(developer.id)
  projectSlug = project.slug
  projectId = project.id
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
        null,
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
      expect(result.ok).toBe(true)
      const lead = await leadRow(result.ok ? result.data : '')
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

  it('step 1 takes a number from abroad in E.164; the same person typed another way is a repeat', async () => {
    const subscriber = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
    const values = { fullName: 'Omar Gulf', email: 'omar@example.com', projectSlug }
    const first = await submitLeadStep1(null, form({ ...values, mobile: `+971 50 ${subscriber}` }))
    const again = await submitLeadStep1(null, form({ ...values, mobile: `0097150${subscriber}` }))
    if (!first.ok || !again.ok) throw new Error('step 1 failed')
    expect(await leadRow(first.data)).toMatchObject({
      mobileLocal: `+97150${subscriber}`,
      mobileInternational: `+97150${subscriber}`,
      enquiryCount: 2,
    })
    expect(again.data).toBe(first.data)
    // Egypt's code with a number that is no mobile is refused, as are numbers without a code.
    for (const mobile of ['+20 2 2345 6789', '971501234567', '+1 23'])
      expect(await submitLeadStep1(null, form({ ...values, mobile }))).toMatchObject({
        ok: false,
        fieldErrors: { mobile: 'mobileInvalid' },
      })
  })

  it('step 1 answers bad input with the spec message keys', async () => {
    const result = await submitLeadStep1(
      null,
      form({ fullName: 'N', mobile: '01301234567', email: 'nour@', projectSlug }),
    )
    expect(result).toEqual({
      ok: false,
      code: 'invalid',
      message: 'invalid',
      fieldErrors: { fullName: 'nameTooShort', mobile: 'mobileInvalid', email: 'emailInvalid' },
    })
  })

  it('a repeat enquiry within 30 days joins the existing lead; another project gets its own', async () => {
    const mobile = uniqueMobile()
    const values = { fullName: 'Hana Ali', mobile, email: 'hana@example.com', projectSlug }
    const first = await submitLeadStep1(null, form(values))
    const second = await submitLeadStep1(
      null,
      form({ ...values, fullName: 'Someone Else', email: 'other@example.com', utmSource: 'fb' }),
    )
    const other = await submitLeadStep1(null, form({ ...values, projectSlug: otherProjectSlug }))
    if (!first.ok || !second.ok || !other.ok) throw new Error('step 1 failed')
    expect(second.data).toBe(first.data)
    expect(other.data).not.toBe(first.data)
    // The repeat never replaces the stored contact; what it said is kept on the enquiry.
    expect(await leadRow(first.data)).toMatchObject({
      enquiryCount: 2,
      fullName: 'Hana Ali',
      email: 'hana@example.com',
    })
    const enquiries = await database
      .select()
      .from(leadEnquiries)
      .where(eq(leadEnquiries.leadId, first.data))
    expect(enquiries).toEqual([
      expect.objectContaining({
        fullName: 'Someone Else',
        email: 'other@example.com',
        utmSource: 'fb',
        formId: 'full_form_step1',
      }),
    ])
  })

  it('step 2 completes the same lead with consent time; unknown ids are "step 1 missing"', async () => {
    const first = await submitLeadStep1(
      null,
      form({ fullName: 'Youssef K', mobile: uniqueMobile(), email: 'y@example.com', projectSlug }),
    )
    if (!first.ok) throw new Error('step 1 failed')
    const step2 = {
      howSoon: 'within_3m',
      unitInterest: 'Penthouse',
      preferredChannel: 'whatsapp',
      notes: '  Corner unit please ',
      consent: 'on',
    }
    // The inbox row that arrived with step 1 hears of step 2 (it shows "both steps" then).
    let heard: (signal: LeadSignal) => void = () => {}
    const updated = new Promise<LeadSignal>((resolve) => (heard = resolve))
    const live = subscribeToLeadChanges((signal) => {
      if ('leadId' in signal && signal.leadId === first.data) heard(signal)
    })
    await live.listening
    const done = await submitLeadStep2(null, form({ ...step2, leadId: first.data }))
    expect(done).toEqual({ ok: true, data: first.data })
    expect(await updated).toEqual({ leadId: first.data, kind: 'updated', assigneeId: null })
    live.stop()
    const lead = await leadRow(first.data)
    expect(lead).toMatchObject({
      howSoon: 'within_3m',
      unitInterest: 'Penthouse',
      preferredChannel: 'whatsapp',
      notes: 'Corner unit please',
    })
    expect(lead.completedAt).toBeInstanceOf(Date)
    expect(lead.consentedAt).toBeInstanceOf(Date)
    const missing = { ok: false, code: 'not-found', message: 'step1Missing' }
    expect(await submitLeadStep2(null, form({ ...step2, leadId: randomUUID() }))).toEqual(missing)
    expect(await submitLeadStep2(null, form({ ...step2, leadId: 'not-an-id' }))).toEqual(missing)
  })

  it('lead takeover: step 2 needs this browser’s step-1 proof, and a repeat never rewrites the lead', async () => {
    const mobile = uniqueMobile()
    const owner = await submitLeadStep1(
      null,
      form({ fullName: 'Rania Owner', mobile, email: 'rania@example.com', projectSlug }),
    )
    if (!owner.ok) throw new Error('step 1 failed')
    const ownerToken = enquiryJar.token
    const answers = {
      howSoon: 'within_3m',
      unitInterest: 'Villa',
      preferredChannel: 'call',
      notes: 'Mine',
      consent: 'on',
    }
    expect(await submitLeadStep2(null, form({ ...answers, leadId: owner.data }))).toMatchObject({
      ok: true,
    })

    // Another visitor knows the lead id but has no proof (or a forged one): refused.
    const missing = { ok: false, code: 'not-found', message: 'step1Missing' }
    enquiryJar.token = undefined
    expect(await submitLeadStep2(null, form({ ...answers, leadId: owner.data }))).toEqual(missing)
    enquiryJar.token = `${ownerToken!.split('.')[0]}.forged-signature`
    expect(await submitLeadStep2(null, form({ ...answers, leadId: owner.data }))).toEqual(missing)

    // They repeat step 1 with the owner's mobile: the same lead, but their proof names their
    // repeat enquiry, and their step 2 is kept there; the owner's details stay untouched.
    const attacker = await submitLeadStep1(
      null,
      form({ fullName: 'Mallory', mobile, email: 'mallory@example.com', projectSlug }),
    )
    if (!attacker.ok) throw new Error('step 1 failed')
    expect(attacker.data).toBe(owner.data)
    const hostile = { ...answers, howSoon: 'exploring', notes: 'Call me at 0100 666 6666' }
    expect(await submitLeadStep2(null, form({ ...hostile, leadId: owner.data }))).toMatchObject({
      ok: true,
    })
    expect(await leadRow(owner.data)).toMatchObject({
      fullName: 'Rania Owner',
      email: 'rania@example.com',
      howSoon: 'within_3m',
      notes: 'Mine',
    })
    const [enquiry] = await database
      .select()
      .from(leadEnquiries)
      .where(eq(leadEnquiries.leadId, owner.data))
    expect(enquiry).toMatchObject({
      fullName: 'Mallory',
      email: 'mallory@example.com',
      howSoon: 'exploring',
      notes: 'Call me at 0100 666 6666',
    })
    expect(enquiry!.completedAt).toBeInstanceOf(Date)
  })

  it('the inbox and the dashboard count both steps answered when a repeat enquiry completed what the first left at step 1', async () => {
    const mobile = uniqueMobile()
    const listed = async () =>
      (
        await listLeads({
          viewer: testViewer('admin'),
          filters: { ...DEFAULT_FILTERS, project: projectId, q: mobile },
        })
      ).rows
    const first = await submitLeadStep1(
      null,
      form({ fullName: 'Mona Adel', mobile, email: 'mona@example.com', projectSlug }),
    )
    if (!first.ok) throw new Error('step 1 failed')
    expect((await listed()).map((row) => row.completed)).toEqual([false])

    // The same person tries again on a better connection and gets through both steps.
    expect(
      await submitLeadStep1(
        null,
        form({ fullName: 'Mona Adel', mobile, email: 'mona@example.com', projectSlug }),
      ),
    ).toMatchObject({ ok: true, data: first.data })
    expect((await listed()).map((row) => row.completed)).toEqual([false])
    const stepTwos = async () =>
      (await readLeadDashboard({ viewer: testViewer('admin') })).funnel.step2
    const stepTwosBefore = await stepTwos()
    const answers = { howSoon: 'within_3m', unitInterest: 'Villa', preferredChannel: 'call' }
    expect(
      await submitLeadStep2(null, form({ ...answers, consent: 'on', leadId: first.data })),
    ).toMatchObject({ ok: true })
    expect(await listed()).toEqual([
      expect.objectContaining({ id: first.data, enquiryCount: 2, completed: true }),
    ])
    // The dashboard's funnel counts the lead at step 2 too.
    expect(await stepTwos()).toBe(stepTwosBefore + 1)
  })

  it('step 2 answers bad input with the spec message keys', async () => {
    const result = await submitLeadStep2(
      null,
      form({ howSoon: '', unitInterest: ' ', preferredChannel: 'fax', notes: 'x'.repeat(501) }),
    )
    expect(result).toEqual({
      ok: false,
      code: 'invalid',
      message: 'invalid',
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

describe('one sales notification per enquiry', () => {
  const notifications = (leadId: string) =>
    database
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.subjectId, leadId), eq(outboxMessages.kind, 'lead_notification')),
      )

  it('step 1 holds it for step 2; step 2 (and its retry) sends that one at once, never a second', async () => {
    const before = Date.now()
    const first = await submitLeadStep1(
      null,
      form({ fullName: 'Held Mail', mobile: uniqueMobile(), email: 'h@example.com', projectSlug }),
    )
    if (!first.ok) throw new Error('step 1 failed')
    const [held] = await notifications(first.data)
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + STEP2_WAIT_MS)
    const step2 = form({
      leadId: first.data,
      howSoon: 'within_3m',
      unitInterest: 'Villa',
      preferredChannel: 'call',
      consent: 'on',
    })
    expect(await submitLeadStep2(null, step2)).toMatchObject({ ok: true })
    expect(await submitLeadStep2(null, step2)).toMatchObject({ ok: true })
    const after = await notifications(first.data)
    expect(after).toHaveLength(1)
    expect(after[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('step 2 after the mail left adds to the lead, not to the mailbox', async () => {
    const first = await submitLeadStep1(
      null,
      form({ fullName: 'Late Step', mobile: uniqueMobile(), email: 'l@example.com', projectSlug }),
    )
    if (!first.ok) throw new Error('step 1 failed')
    await database
      .update(outboxMessages)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(outboxMessages.subjectId, first.data))
    const done = await submitLeadStep2(
      null,
      form({
        leadId: first.data,
        howSoon: 'exploring',
        unitInterest: 'Studio',
        consent: 'on',
        preferredChannel: 'email',
      }),
    )
    expect(done).toMatchObject({ ok: true })
    expect(await notifications(first.data)).toHaveLength(1)
    expect((await leadRow(first.data)).unitInterest).toBe('Studio')
  })
})
