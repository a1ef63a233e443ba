import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { gte, sql } from 'drizzle-orm'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ActionResult } from '@/lib/actions/action-result'
import { deleteDeveloper, submitDeveloper } from '@/lib/admin/developers/developer-actions'
import { softDelete } from '@/lib/admin/soft-delete'
import { PROJECT_SECTION_GROUPS } from '@/lib/admin/projects/project-schema'
import { deleteProject, submitProject } from '@/lib/admin/projects/project-actions'
import { deleteUnit, submitUnit } from '@/lib/admin/units/unit-actions'
import { auth } from '@/lib/auth/auth'
import { changePassword } from '@/lib/auth/actions/change-password'
import { requestPasswordReset } from '@/lib/auth/actions/request-password-reset'
import { resetPassword } from '@/lib/auth/actions/reset-password'
import { signIn } from '@/lib/auth/actions/sign-in'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
} from '@/lib/auth/actions/two-factor-settings'
import { verifyTwoFactor } from '@/lib/auth/actions/verify-two-factor'
import { appSettings, outboxMessages } from '@/lib/db/schema'
import { ensureStaffAccounts } from '@/lib/db/seed/staff-accounts'
import {
  addLeadNoteAction,
  assignLeadAction,
  changeLeadStatusAction,
  eraseLeadAction,
  resendLeadNotificationAction,
} from '@/lib/lead-inbox/lead-inbox-actions'
import { leadLostReasons, leadStatuses } from '@/lib/lead-inbox/pipeline'
import { submitLeadSettings, submitSiteSettings } from '@/lib/settings/settings-actions'
import {
  changeStaffRoleAction,
  deactivateStaffAction,
  inviteStaffAction,
  reactivateStaffAction,
} from '@/lib/staff/staff-actions'
import { deleteMediaAction, saveMediaAltAction } from '@/lib/media/media-actions'
import { uploadMedia } from '@/lib/media/upload-media'
import { purgeFromTrash, restoreFromTrash } from '@/lib/trash/trash-actions'
import {
  insertDeveloper,
  insertMedia,
  insertProject,
  migratedDb,
  sqlRows,
  tempDir,
} from '../support/db'
import { bentForm, bentValues, formOf, hostileText } from '../support/hostile-input'
import { insertLead } from '../support/leads'
import { image } from '../support/media-files'
import { cookieHeaderOf, setRequest } from '../support/request-scope'

// The actions run as in a request (headers, cookies: tests/support/request-scope) with a real
// better-auth session, so the real role check runs. updateTag needs Next's request store; the
// content sync it starts is tested on PostgreSQL (tests/postgres).
vi.mock('next/headers', () => import('../support/request-scope'))
vi.mock('@/lib/admin/revalidate-public', () => ({ revalidatePublicContent: () => {} }))

// Hundreds of runs per test, each reading the tables twice: more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 })

/** Runs per action; the password-checking ones hash each attempt, so they get fewer. */
const RUNS = 300
const AUTH_RUNS = 100

const admin = { email: `prop-admin-${randomUUID().slice(0, 8)}@example.com`, password: '' }
admin.password = `Prop-${randomUUID()}`
let adminCookie = ''
const ids = { developer: '', project: '', unit: '', lead: '', staff: '', photo: '' }
let settingsBefore: (typeof appSettings.$inferSelect)[] = []
// Rows written from here on are this file's (see snapshot).
const startedAt = new Date(Date.now() - 1000)

beforeAll(async () => {
  await ensureStaffAccounts(await migratedDb(), {
    dataDir: tempDir(),
    env: {
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
      SEED_MODERATOR_EMAIL: `prop-mod-${randomUUID().slice(0, 8)}@example.com`,
    },
  })
  const answer = await auth().api.signInEmail({
    body: { email: admin.email, password: admin.password },
    headers: new Headers(),
    returnHeaders: true,
  })
  adminCookie = cookieHeaderOf(answer.headers)
  ids.photo = (await insertMedia()).id
  ids.developer = (await insertDeveloper()).id
  ids.project = (await insertProject(ids.developer)).id
  ids.lead = (await insertLead()).id
  const [staff] = await sqlRows<{ id: string }>(
    sql`select id from users where email = ${admin.email}`,
  )
  ids.staff = staff!.id
  settingsBefore = await (await migratedDb()).select().from(appSettings)
})

afterAll(async () => {
  // The database may be shared with later test files: put the settings back as they were.
  const database = await migratedDb()
  await database.delete(appSettings)
  if (settingsBefore.length) await database.insert(appSettings).values(settingsBefore)
  // Mails the runs queued (invitations, notifications) would be sent by a later file's pass.
  await database.delete(outboxMessages).where(gte(outboxMessages.createdAt, startedAt))
  // No posted name ("__proto__.polluted", "constructor.prototype.polluted") reached a prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

/**
 * The tables as one value: how many rows, and every row written since this file started (a
 * whole-table digest is too slow where earlier files left 10,000 leads). Equal before and after
 * means the call wrote nothing. better-auth deletes expired verification rows when it looks one
 * up, which is not a write of the input, so those are not counted.
 */
async function snapshot(tables: string[]) {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const rows = sql`(select * from ${sql.identifier(table)} t
        ${table === 'verifications' ? sql`where t.expires_at > now()` : sql``}) t`
      const [row] = await sqlRows<{ n: number; digest: string }>(sql`
        select count(*)::int as n,
               md5(coalesce(string_agg(t::text, '|' order by t::text) filter (where
                 coalesce((to_jsonb(t)->>'updated_at')::timestamptz,
                          (to_jsonb(t)->>'created_at')::timestamptz, now()) >= ${startedAt}), '')) as digest
          from ${rows}`)
      return `${table}:${row!.n}:${row!.digest}`
    }),
  )
  return parts.join(' ')
}

/** The staff member's browser, or a visitor's (no cookie), from a given address. */
const asAdmin = (address = '198.51.100.7') =>
  setRequest({ cookie: adminCookie, 'x-forwarded-for': address })
const asVisitor = (address: string) => setRequest({ 'x-forwarded-for': address })

/**
 * The property every action keeps: it answers (a redirect only after success), never with the
 * unexpected-error result a 500 would be, and a refusal leaves the tables as they were.
 */
async function answersSafely(
  tables: string[],
  call: () => Promise<ActionResult<unknown>>,
): Promise<void> {
  const before = await snapshot(tables)
  let result: ActionResult<unknown>
  try {
    result = await call()
  } catch (error) {
    if (isRedirectError(error)) return void outcomes.add('ok')
    throw error
  }
  outcomes.add(result.ok ? 'ok' : result.code)
  expect(result.ok ? 'ok' : result.code).not.toBe('error')
  if (result.ok) return
  expect(result.message).toEqual(expect.any(String))
  expect(await snapshot(tables)).toBe(before)
}

/** What the runs of the current test answered: a property run only on refusals proves little. */
const outcomes = new Set<string>()
beforeEach(() => outcomes.clear())
const expectSavesAndRefusals = () =>
  expect([...outcomes]).toEqual(expect.arrayContaining(['ok', 'invalid']))

const CONTENT_TABLES = [
  'developers',
  'developer_translations',
  'projects',
  'project_translations',
  'project_sections',
  'project_seo',
  'project_units',
  'unit_translations',
  'project_gallery_items',
  'activity_log',
]
// A refused action leaves no activity record either (one is written only with its change).
const LEAD_TABLES = ['leads', 'lead_events', 'lead_enquiries', 'outbox_messages', 'activity_log']
const AUTH_TABLES = ['users', 'accounts', 'verifications', 'two_factors', 'outbox_messages']

let serial = 0
const freshSlug = (prefix: string) => `${prefix}-prop-${(serial += 1)}-${randomUUID().slice(0, 4)}`

const developerForm = () => ({
  slug: freshSlug('dev'),
  logoMediaId: ids.photo,
  heroMediaId: { id: ids.photo, name: 'hero.jpg', kind: 'image' },
  basePath: '/developers/x',
  seoCanonicalUrl: '',
  sortOrder: '5',
  status: 'published',
  isActive: true,
  'en.name': 'Nile Homes',
  'en.aboutParagraphs': [{ text: 'First paragraph.' }, { text: 'Second paragraph.' }],
  'ar.name': 'النيل للتعمير',
  'ar.tagline': 'بيوت على النيل',
})

const projectForm = () => {
  const slug = freshSlug('proj')
  const sections = (locale: 'en' | 'ar') =>
    Object.fromEntries(
      Object.values(PROJECT_SECTION_GROUPS)
        .flat()
        .filter((field) => field !== 'crossSellEnabled')
        .map((field) => [
          `${locale}.sections.${field}`,
          ['locationParagraphs', 'locationHighlights', 'faqs'].includes(field) ? [] : '',
        ]),
    )
  return {
    slug,
    developerId: ids.developer,
    status: 'published',
    isActive: true,
    showCalculator: true,
    sortOrder: '7',
    logoMediaId: ids.photo,
    thumbnailMediaId: ids.photo,
    logoLargeMediaId: ids.photo,
    gallery: [{ media: { id: ids.photo }, captionEn: 'Park', captionAr: 'حديقة' }],
    basePath: `/${slug}`,
    whatsappNumber: '+201001234567',
    contactEmail: 'sales@example.com',
    mapLatitude: '30.0444',
    mapLongitude: '31.2357',
    ...sections('en'),
    ...sections('ar'),
    'en.title': 'Palm Hills',
    'en.description': 'Calm homes.',
    'en.keyInfo': 'Villas',
    'en.sections.heroHeadline': 'Live calmly',
    'en.whatsappMessage': 'Hello',
    'en.sections.locationParagraphs': [{ text: 'Near the ring road.' }],
    'en.sections.locationHighlights': [{ icon: 'plane', label: 'Cairo Airport', value: '30 min' }],
    'en.sections.faqs': [{ question: 'When is delivery?', answer: 'In 2028.' }],
    'en.sections.crossSellEnabled': true,
    'en.sections.crossSellProjectId': ids.project,
    'ar.sections.crossSellProjectId': ids.project,
    'ar.title': 'بالم هيلز',
    'ar.description': 'بيوت هادئة.',
    'ar.keyInfo': 'فيلات',
    'ar.sections.faqs': [{ question: 'متى التسليم؟', answer: 'في 2028.' }],
  }
}

const unitForm = () => ({
  projectId: ids.project,
  slug: freshSlug('unit'),
  unitType: 'Apartment',
  areaSqm: '120',
  bedrooms: '2',
  sortOrder: '3',
  availabilityStatus: 'reserved',
  status: 'published',
  isActive: true,
  priceEgp: '5,000,000',
  downPaymentEgp: '500000',
  imageMediaId: ids.photo,
  floorplanMediaId: { id: ids.photo },
  'en.title': 'Garden Apartment',
  'en.priceLabel': 'Starting from',
  'ar.title': 'شقة بحديقة',
})

/** An id as a caller may send it: a real one, a made-up one, or anything at all. */
const someId = (real: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => real()),
    fc.uuid(),
    hostileText,
  )

describe('content actions under random and hostile input (signed-in admin)', () => {
  const references = () => [
    ids.developer,
    ids.project,
    ids.photo,
    { id: ids.photo },
    randomUUID(),
    'draft',
    'sold_out',
  ]

  it('developer save: never an unexpected error; a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        bentValues(developerForm, references()),
        fc.option(someId(() => ids.developer)),
        async (form, id) => {
          asAdmin()
          await answersSafely(CONTENT_TABLES, () => submitDeveloper(id, form))
        },
      ),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })

  it('project save: never an unexpected error; a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        bentValues(projectForm, references()),
        fc.option(someId(() => ids.project)),
        async (form, id) => {
          asAdmin()
          await answersSafely(CONTENT_TABLES, () => submitProject(id, form))
        },
      ),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })

  it('unit save: never an unexpected error; a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(bentValues(unitForm, references()), async (form) => {
        asAdmin()
        await answersSafely(CONTENT_TABLES, () => submitUnit(null, form))
      }),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })
})

describe('lead inbox and settings actions under random and hostile input', () => {
  const leadValues = () => [
    ids.lead,
    ids.staff,
    randomUUID(),
    '',
    '2026-12-01T10:00',
    '1,000,000',
    ...leadStatuses,
    ...leadLostReasons,
  ]
  // Read when the property runs: the ids exist only after beforeAll.
  const leadForm = (fields: () => Record<string, string>) => () => ({
    leadId: ids.lead,
    ...fields(),
  })
  const cases = [
    {
      name: 'change stage',
      action: changeLeadStatusAction,
      form: leadForm(() => ({
        status: 'viewing',
        viewingDate: '2026-12-01T10:00',
        lostReason: 'budget',
        lostNote: 'Too far',
        wonValue: '2,500,000',
      })),
    },
    { name: 'assign', action: assignLeadAction, form: leadForm(() => ({ assigneeId: ids.staff })) },
    {
      name: 'note',
      action: addLeadNoteAction,
      form: leadForm(() => ({ note: 'Called, no answer' })),
    },
    { name: 'resend', action: resendLeadNotificationAction, form: leadForm(() => ({})) },
  ]

  for (const { name, action, form } of cases) {
    it(`${name}: never an unexpected error; a refusal stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(bentForm(form, leadValues()), async (data) => {
          asAdmin()
          await answersSafely(LEAD_TABLES, () => action(null, data))
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('lead settings: never an unexpected error; a refusal stores nothing', async () => {
    const settingsForm = () =>
      Object.fromEntries([
        ['staleAfterMinutes', '60'],
        ...['contacted', 'qualified', 'viewing', 'won'].flatMap((stage) => [
          [`conversions.${stage}.name`, `Stage ${stage}`],
          [`conversions.${stage}.value`, ''],
        ]),
      ]) as Record<string, string>
    await fc.assert(
      fc.asyncProperty(bentForm(settingsForm, ['0', '10080', '10081', '1.5']), async (data) => {
        asAdmin()
        await answersSafely(['app_settings', 'activity_log'], () => submitLeadSettings(null, data))
      }),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
    expectSavesAndRefusals()
  })

  it('company settings: never an unexpected error; a refusal stores nothing', async () => {
    const companyForm = () => ({
      phone: '+20 2 2735 0100',
      email: 'hello@masar.example',
      whatsappNumber: '201000350100',
      'social.facebook': 'https://www.facebook.com/masar',
      'social.instagram': '',
      'social.linkedin': '',
      'footerText.en': 'Licensed advisory.',
      'footerText.ar': 'استشارات مرخصة.',
      analyticsContainerId: 'GTM-AB12CD3',
      leadRecipients: 'sales@masar.example',
    })
    await fc.assert(
      fc.asyncProperty(
        bentForm(companyForm, ['', 'a@b.co, c@d.eg', 'https://x.example/y', 'GTM-', '+20']),
        async (data) => {
          asAdmin()
          await answersSafely(['app_settings', 'activity_log'], () =>
            submitSiteSettings(null, data),
          )
        },
      ),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })

  it('erase: never an unexpected error; a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        bentForm(
          leadForm(() => ({})),
          leadValues(),
        ),
        async (data) => {
          asAdmin()
          await answersSafely(LEAD_TABLES, () => eraseLeadAction(null, data))
        },
      ),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })

  it('deletes by id: never an unexpected error; a refusal deletes nothing', async () => {
    const deletes = [deleteDeveloper, deleteProject, deleteUnit]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2),
        someId(() => randomUUID()),
        async (which, id) => {
          asAdmin()
          await answersSafely(CONTENT_TABLES, () => deletes[which]!(id))
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('trash actions under random and hostile input', () => {
  it('restore and delete for good: never an unexpected error; a refusal changes nothing', async () => {
    const kind = fc.oneof(fc.constantFrom('developer', 'project', 'unit', 'media'), hostileText)
    // Something in the trash to restore or refuse: a project under a deleted developer.
    const developer = await insertDeveloper()
    const project = await insertProject(developer.id)
    await softDelete('project', project.id)
    await softDelete('developer', developer.id)
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        kind,
        fc.oneof(
          someId(() => project.id),
          someId(() => developer.id),
        ),
        async (restore, which, id) => {
          asAdmin()
          const action = restore ? restoreFromTrash : purgeFromTrash
          await answersSafely(CONTENT_TABLES, () => action(which, id))
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('staff account actions under random and hostile input', () => {
  const STAFF_TABLES = [...AUTH_TABLES, 'user_roles', 'activity_log']

  it('invite: never an unexpected error; a refusal stores nothing', async () => {
    let n = 0
    const inviteForm = () => ({
      name: 'Nour Hassan',
      email: `invitee-${(n += 1)}-${randomUUID().slice(0, 6)}@example.com`,
      role: 'moderator',
    })
    await fc.assert(
      fc.asyncProperty(bentForm(inviteForm, ['admin', 'user', admin.email]), async (data) => {
        asAdmin()
        await answersSafely(STAFF_TABLES, () => inviteStaffAction(null, data))
      }),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })

  it('role, deactivate, reactivate: never an unexpected error; a refusal changes nothing', async () => {
    const actions = [changeStaffRoleAction, deactivateStaffAction, reactivateStaffAction]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2),
        bentForm(() => ({ userId: ids.staff, role: 'moderator' }), ['admin', randomUUID()]),
        async (which, data) => {
          asAdmin()
          await answersSafely(STAFF_TABLES, () => actions[which]!(null, data))
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('sign-in, password and two-factor actions under random and hostile input', () => {
  const address = fc.ipV4()
  const strong = 'Quiet-harbour-lantern-42'

  it('sign-in: never an unexpected error; a refusal starts no session', async () => {
    const emails = () => [admin.email, 'nobody@example.com']
    await fc.assert(
      fc.asyncProperty(
        bentForm(() => ({ email: admin.email, password: 'not-the-password' }), emails()),
        address,
        async (data, from) => {
          asVisitor(from)
          await answersSafely([...AUTH_TABLES, 'sessions'], () => signIn(null, data))
        },
      ),
      { numRuns: AUTH_RUNS },
    )
  })

  it('forgot password: never an unexpected error; an unknown address stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(formOf(['email']), address, async (data, from) => {
        asVisitor(from)
        // The invite runs above may have made an account for a valid address drawn here.
        // As the action reads it (formObject drops NUL characters).
        const typed = data
          .getAll('email')
          .map((value) => String(value).replaceAll('\u0000', '').trim().toLowerCase())
        const known =
          typed.length > 0 &&
          (
            await sqlRows(
              sql`select 1 from users where email in (${sql.join(
                typed.map((email) => sql`${email}`),
                sql`, `,
              )})`,
            )
          ).length > 0
        const before = await snapshot(AUTH_TABLES)
        await answersSafely(AUTH_TABLES, () => requestPasswordReset(null, data))
        if (!known) expect(await snapshot(AUTH_TABLES)).toBe(before)
      }),
      { numRuns: RUNS },
    )
  })

  it('reset password, two-factor sign-in step: never an unexpected error; nothing stored', async () => {
    const resetForm = () => ({ token: randomUUID(), password: strong, confirmPassword: strong })
    await fc.assert(
      fc.asyncProperty(
        bentForm(resetForm, [strong]),
        formOf(['code', 'method']),
        address,
        async (reset, code, from) => {
          asVisitor(from)
          await answersSafely([...AUTH_TABLES, 'sessions'], () => resetPassword(null, reset))
          await answersSafely([...AUTH_TABLES, 'sessions'], () => verifyTwoFactor(null, code))
        },
      ),
      { numRuns: AUTH_RUNS },
    )
  })

  it('change password and two-factor settings: never an unexpected error; a refusal changes nothing', async () => {
    const passwordForm = () => ({
      currentPassword: 'not-the-password',
      password: strong,
      confirmPassword: strong,
    })
    const actions = [
      (data: FormData) => changePassword(null, data),
      (data: FormData) => startTwoFactorEnrolment(null, data),
      (data: FormData) => confirmTwoFactorEnrolment(null, data),
      (data: FormData) => disableTwoFactor(null, data),
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2, 3),
        bentForm(passwordForm, [strong, '123456']),
        formOf(['password', 'code']),
        async (which, passwords, other) => {
          asAdmin()
          await answersSafely(AUTH_TABLES, () => actions[which]!(which === 0 ? passwords : other))
        },
      ),
      { numRuns: AUTH_RUNS },
    )
  })
})

describe('media library actions under random and hostile input', () => {
  const MEDIA_TABLES = ['media', 'activity_log']

  async function libraryImage(name: string) {
    const actor = { userId: ids.staff, name: 'Property Admin' }
    return (await uploadMedia({ bytes: await image(40, 30), name }, actor)).item
  }

  it('alt text: never an unexpected error; a refusal (clearing a used item’s) changes nothing', async () => {
    const free = await libraryImage('prop-free.png')
    const used = await libraryImage('prop-used.png')
    await insertDeveloper({ logoMediaId: used.id })
    const altForm = () => ({ id: free.id, altEn: 'Pool terrace', altAr: 'تراس المسبح' })
    await fc.assert(
      fc.asyncProperty(bentForm(altForm, [free.id, used.id, randomUUID(), '']), async (data) => {
        asAdmin()
        await answersSafely(MEDIA_TABLES, () => saveMediaAltAction(null, data))
      }),
      { numRuns: RUNS },
    )
    expectSavesAndRefusals()
  })

  it('delete: never an unexpected error; a refusal (an item in use) changes nothing', async () => {
    const used = await libraryImage('prop-in-use.png')
    await insertDeveloper({ heroMediaId: used.id })
    const free = await Promise.all([1, 2, 3].map((n) => libraryImage(`prop-delete-${n}.png`)))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(used.id, ...free.map((item) => item.id)), fc.uuid(), hostileText),
        async (id) => {
          asAdmin()
          await answersSafely(MEDIA_TABLES, () => deleteMediaAction(id))
        },
      ),
      { numRuns: RUNS },
    )
    expect([...outcomes]).toEqual(expect.arrayContaining(['ok', 'refused', 'not-found']))
  })
})
