import { and, eq, gte, inArray, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { activityLog, appSettings, outboxMessages, userRoles, users } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import {
  addLeadNoteAction,
  assignLeadAction,
  changeLeadStatusAction,
  eraseLeadAction,
  resendLeadNotificationAction,
} from '@/lib/lead-inbox/lead-inbox-actions'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import { readSiteSettings } from '@/lib/settings/read-site-settings'
import { submitLeadSettings, submitSiteSettings } from '@/lib/settings/settings-actions'
import {
  changeStaffRoleAction,
  deactivateStaffAction,
  inviteStaffAction,
  reactivateStaffAction,
} from '@/lib/staff/staff-actions'
import { migratedDb } from '../support/db'
import { insertLead } from '../support/leads'
import { actAs, signedInStaff, type StaffSession } from '../support/staff-session'
import { inEnglish } from '../support/english'

// The actions run as in a request, with real better-auth sessions (the real role checks).
// updateTag needs Next's request store; the public refresh is tested elsewhere.
vi.mock('next/headers', () => import('../support/request-scope'))
vi.mock('@/lib/content/expire-public-content', () => ({ expirePublicContent: () => {} }))

let database: Db
let admin: StaffSession
let moderator: StaffSession
let settingsBefore: (typeof appSettings.$inferSelect)[] = []
const startedAt = new Date(Date.now() - 1000)

beforeAll(async () => {
  database = await migratedDb()
  admin = await signedInStaff('admin', 'Karim Admin')
  moderator = await signedInStaff('moderator', 'Nadia Moderator')
  settingsBefore = await database.select().from(appSettings)
})

afterAll(async () => {
  // The database may be shared with later files: settings back as they were, our mail gone.
  await database.delete(appSettings)
  if (settingsBefore.length) await database.insert(appSettings).values(settingsBefore)
  await database.delete(outboxMessages).where(gte(outboxMessages.createdAt, startedAt))
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/** The log's entries about one record, oldest first. */
const entriesAbout = (entityId: string) =>
  database
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(activityLog.createdAt)

/** The log's entries written by one staff member, oldest first. */
const entriesBy = (staff: StaffSession) =>
  database
    .select()
    .from(activityLog)
    .where(eq(activityLog.actorId, staff.id))
    .orderBy(activityLog.createdAt)

const who = (staff: StaffSession) => ({ actorId: staff.id, actorName: staff.name })

describe('the leads inbox records each change, and no refused one', () => {
  it('a stage change: the stage and the lost reason, before → after, and no personal data', async () => {
    const lead = await insertLead({ fullName: 'Mona Sherif' })
    actAs(moderator)
    // Refused by the form's rules (Lost needs a reason): nothing recorded.
    expect(await changeLeadStatusAction(null, form({ leadId: lead.id, status: 'lost' }))).toEqual(
      expect.objectContaining({ ok: false, code: 'invalid' }),
    )
    expect(await entriesAbout(lead.id)).toEqual([])

    const note = 'Mona asked us to call 01001234567 after Eid'
    expect(
      await changeLeadStatusAction(
        null,
        form({ leadId: lead.id, status: 'lost', lostReason: 'budget', lostNote: note }),
      ),
    ).toEqual({ ok: true, data: null })
    const [entry, ...others] = await entriesAbout(lead.id)
    expect(others).toEqual([])
    expect(entry).toMatchObject({
      ...who(moderator),
      entityType: 'lead',
      entityId: lead.id,
      entityLabel: null,
      action: 'status',
      changes: [
        { field: 'lostReason', before: null, after: 'budget' },
        { field: 'stage', before: 'new', after: 'lost' },
      ],
    })
    const stored = JSON.stringify(entry)
    for (const personal of ['Mona', '01001234567', lead.email])
      expect(stored).not.toContain(personal)

    // Refused by the pipeline (already Lost): nothing more recorded.
    expect(
      inEnglish(
        await changeLeadStatusAction(
          null,
          form({ leadId: lead.id, status: 'lost', lostReason: 'timing' }),
        ),
      ),
    ).toEqual({ ok: false, code: 'refused', message: 'The lead is already Lost' })
    expect(await entriesAbout(lead.id)).toHaveLength(1)

    // Back to Contacted: the lost reason goes; a viewing date and a deal value show as set.
    await changeLeadStatusAction(null, form({ leadId: lead.id, status: 'contacted' }))
    await changeLeadStatusAction(
      null,
      form({ leadId: lead.id, status: 'viewing', viewingDate: '2026-12-05T16:30' }),
    )
    await changeLeadStatusAction(
      null,
      form({ leadId: lead.id, status: 'won', wonValue: '5,200,000' }),
    )
    expect((await entriesAbout(lead.id)).slice(1).map((e) => e.changes)).toEqual([
      [
        { field: 'lostReason', before: 'budget', after: null },
        { field: 'stage', before: 'lost', after: 'contacted' },
      ],
      [
        { field: 'stage', before: 'contacted', after: 'viewing' },
        { field: 'viewingDate', before: null, after: '2026-12-05T14:30:00.000Z' },
      ],
      [
        { field: 'dealValue', before: null, after: 5_200_000 },
        { field: 'stage', before: 'viewing', after: 'won' },
      ],
    ])
  })

  it('assignment: the assignee’s name before → after; an unknown assignee records nothing', async () => {
    const lead = await insertLead()
    actAs(admin)
    expect(
      await assignLeadAction(null, form({ leadId: lead.id, assigneeId: 'not-a-staff-member' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { assigneeId: 'leads.fieldErrors.chooseFromList' },
    })
    expect(await entriesAbout(lead.id)).toEqual([])

    await assignLeadAction(null, form({ leadId: lead.id, assigneeId: moderator.id }))
    await assignLeadAction(null, form({ leadId: lead.id, assigneeId: admin.id }))
    await assignLeadAction(null, form({ leadId: lead.id, assigneeId: '' }))
    // Already nobody's: refused, nothing recorded.
    expect(await assignLeadAction(null, form({ leadId: lead.id, assigneeId: '' }))).toMatchObject({
      ok: false,
      code: 'refused',
    })
    const entries = await entriesAbout(lead.id)
    expect(entries.map((e) => [e.actorId, e.action, e.entityLabel, e.changes])).toEqual([
      [admin.id, 'assigned', null, [{ field: 'assignee', before: null, after: moderator.name }]],
      [
        admin.id,
        'assigned',
        null,
        [{ field: 'assignee', before: moderator.name, after: admin.name }],
      ],
      [admin.id, 'assigned', null, [{ field: 'assignee', before: admin.name, after: null }]],
    ])
  })

  it('a note (not its text), a resend and an erasure; an erased lead refuses further changes', async () => {
    const lead = await insertLead()
    actAs(moderator)
    await addLeadNoteAction(null, form({ leadId: lead.id, note: 'Spoke to her husband Ahmed' }))
    await resendLeadNotificationAction(null, form({ leadId: lead.id }))
    // Erasure is admin only: the moderator's attempt records nothing.
    expect(await eraseLeadAction(null, form({ leadId: lead.id }))).toMatchObject({
      ok: false,
      code: 'admin-only',
    })
    actAs(admin)
    expect(await eraseLeadAction(null, form({ leadId: lead.id }))).toEqual({ ok: true, data: null })
    expect(
      await changeLeadStatusAction(null, form({ leadId: lead.id, status: 'contacted' })),
    ).toMatchObject({ ok: false, code: 'refused' })
    expect(await addLeadNoteAction(null, form({ leadId: lead.id, note: 'Again' }))).toMatchObject({
      ok: false,
      code: 'refused',
    })
    const entries = await entriesAbout(lead.id)
    expect(entries.map((e) => [e.actorId, e.action, e.entityType, e.changes])).toEqual([
      [moderator.id, 'note', 'lead', []],
      [moderator.id, 'resent', 'lead', []],
      [admin.id, 'erased', 'lead', []],
    ])
    expect(JSON.stringify(entries)).not.toContain('Ahmed')
  })
})

describe('settings saves record each changed field', () => {
  const companyForm = (overrides: Record<string, string>) => ({
    phone: '+20 2 2735 0100',
    email: 'hello@masar.example',
    whatsappNumber: '201000350100',
    'social.facebook': 'https://www.facebook.com/masar.advisory',
    'social.instagram': 'https://www.instagram.com/masar.advisory',
    'social.linkedin': 'https://www.linkedin.com/company/masar-advisory',
    'footerText.en': '',
    'footerText.ar': '',
    analyticsContainerId: '',
    leadRecipients: 'sales@masar.example',
    ...overrides,
  })

  it('Settings › Company: before → after per field; invalid input and a moderator record nothing', async () => {
    actAs(admin)
    // A known starting point (whatever earlier files saved), then the change to record.
    expect(await submitSiteSettings(null, form(companyForm({})))).toMatchObject({ ok: true })
    const start = await readSiteSettings()
    const before = (await entriesBy(admin)).length

    expect(
      await submitSiteSettings(null, form(companyForm({ email: 'not-an-email' }))),
    ).toMatchObject({ ok: false, code: 'invalid' })
    actAs(moderator)
    expect(
      await submitSiteSettings(null, form(companyForm({ email: 'desk@masar.example' }))),
    ).toMatchObject({ ok: false, code: 'admin-only' })
    expect((await entriesBy(moderator)).filter((e) => e.entityType === 'settings')).toEqual([])
    actAs(admin)
    expect(await entriesBy(admin)).toHaveLength(before)

    expect(
      await submitSiteSettings(
        null,
        form(
          companyForm({
            email: 'Desk@Masar.example',
            'footerText.ar': 'استشارات عقارية مرخصة.',
            leadRecipients: 'sales@masar.example, head@masar.example',
          }),
        ),
      ),
    ).toEqual({ ok: true, data: null })
    const entries = await entriesBy(admin)
    expect(entries).toHaveLength(before + 1)
    expect(entries.at(-1)).toMatchObject({
      ...who(admin),
      entityType: 'settings',
      entityId: 'site',
      entityLabel: null,
      action: 'updated',
      changes: [
        { field: 'email', before: start.email, after: 'desk@masar.example' },
        { field: 'footerText.ar', before: null, after: 'استشارات عقارية مرخصة.' },
        {
          field: 'leadRecipients',
          before: start.leadRecipients,
          after: ['sales@masar.example', 'head@masar.example'],
        },
      ],
    })

    // The same details again change nothing, so there is nothing to record.
    await submitSiteSettings(
      null,
      form(
        companyForm({
          email: 'desk@masar.example',
          'footerText.ar': 'استشارات عقارية مرخصة.',
          leadRecipients: 'sales@masar.example, head@masar.example',
        }),
      ),
    )
    expect(await entriesBy(admin)).toHaveLength(before + 1)
  })

  it('Settings › Leads: the threshold and conversion names, before → after', async () => {
    actAs(admin)
    const current = await readLeadSettings()
    const leadForm = (overrides: Record<string, string>) =>
      form({
        responseTargetMinutes: String(current.responseTargetMinutes),
        ...Object.fromEntries(
          Object.entries(current.conversions).flatMap(([stage, c]) => [
            [`conversions.${stage}.name`, c.name],
            [`conversions.${stage}.value`, c.value === null ? '' : String(c.value)],
          ]),
        ),
        ...overrides,
      })
    const before = (await entriesBy(admin)).length
    expect(await submitLeadSettings(null, leadForm({ responseTargetMinutes: '0' }))).toMatchObject({
      ok: false,
      code: 'invalid',
    })
    expect(await entriesBy(admin)).toHaveLength(before)

    const threshold = current.responseTargetMinutes === 15 ? 20 : 15
    expect(
      await submitLeadSettings(
        null,
        leadForm({
          responseTargetMinutes: String(threshold),
          'conversions.won.name': 'Signed contract',
          'conversions.won.value': '250000',
        }),
      ),
    ).toEqual({ ok: true, data: null })
    const entries = await entriesBy(admin)
    expect(entries).toHaveLength(before + 1)
    expect(entries.at(-1)).toMatchObject({
      entityType: 'settings',
      entityId: 'leads',
      entityLabel: null,
      action: 'updated',
      changes: [
        ...(current.conversions.won.name === 'Signed contract'
          ? []
          : [
              {
                field: 'conversions.won.name',
                before: current.conversions.won.name,
                after: 'Signed contract',
              },
            ]),
        ...(current.conversions.won.value === 250000
          ? []
          : [
              {
                field: 'conversions.won.value',
                before: current.conversions.won.value,
                after: 250000,
              },
            ]),
        { field: 'responseTargetMinutes', before: current.responseTargetMinutes, after: threshold },
      ],
    })
  })
})

describe('staff accounts record invitations, roles and deactivation', () => {
  it('invite, change role, deactivate and reactivate: one entry each, with the role before → after', async () => {
    actAs(admin)
    const email = `invitee-${crypto.randomUUID().slice(0, 8)}@staff.example`
    expect(
      await inviteStaffAction(null, form({ name: 'Nour Hassan', email, role: 'moderator' })),
    ).toMatchObject({ ok: true, data: { outcome: 'invited', email } })
    const [invited] = await database.select().from(users).where(eq(users.email, email))
    const userId = invited!.id
    // Refused: already a moderator, and nobody deactivates themselves.
    expect(await changeStaffRoleAction(null, form({ userId, role: 'moderator' }))).toMatchObject({
      ok: false,
      code: 'refused',
    })
    expect(await deactivateStaffAction(null, form({ userId: admin.id }))).toMatchObject({
      ok: false,
      message: 'staff.refusals.ownAccount',
    })

    await changeStaffRoleAction(null, form({ userId, role: 'admin' }))
    await deactivateStaffAction(null, form({ userId }))
    await reactivateStaffAction(null, form({ userId }))
    const entries = await entriesAbout(userId)
    expect(
      entries.map((e) => [e.actorId, e.entityType, e.entityLabel, e.action, e.changes]),
    ).toEqual([
      [
        admin.id,
        'staff',
        'Nour Hassan',
        'invited',
        [
          { field: 'email', before: null, after: email },
          { field: 'name', before: null, after: 'Nour Hassan' },
          { field: 'role', before: null, after: 'moderator' },
        ],
      ],
      [
        admin.id,
        'staff',
        'Nour Hassan',
        'role',
        [{ field: 'role', before: 'moderator', after: 'admin' }],
      ],
      [admin.id, 'staff', 'Nour Hassan', 'deactivated', []],
      [admin.id, 'staff', 'Nour Hassan', 'reactivated', []],
    ])
    expect(await entriesAbout(admin.id)).toEqual([])
  })

  it('the last active admin’s demotion is refused and records nothing', async () => {
    // Only this file's admin active for the test (others are put back afterwards).
    const others = (
      await database
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(
          and(eq(userRoles.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, admin.id)),
        )
    ).map((row) => row.id)
    if (others.length)
      await database
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(inArray(users.id, others))
    try {
      actAs(admin)
      expect(
        await changeStaffRoleAction(null, form({ userId: admin.id, role: 'moderator' })),
      ).toEqual({
        ok: false,
        code: 'refused',
        message: 'staff.refusals.lastAdminDemoted',
      })
    } finally {
      if (others.length)
        await database.update(users).set({ deactivatedAt: null }).where(inArray(users.id, others))
    }
    expect(await entriesAbout(admin.id)).toEqual([])
  })
})
