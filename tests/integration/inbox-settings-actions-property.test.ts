import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, it, vi } from 'vitest'
import { leadLostReasons, leadStatuses } from '@/lib/enums/lead-statuses'
import {
  addLeadNoteAction,
  assignLeadAction,
  changeLeadStatusAction,
  eraseLeadAction,
  mergeLeadsAction,
  recordContactAttemptAction,
  recordContactOutcomeAction,
  setNextActionAction,
  resendLeadNotificationAction,
  unmergeLeadAction,
} from '@/lib/lead-inbox/lead-inbox-actions'
import { CONTACT_OUTCOMES } from '@/lib/lead-inbox/contact-outcomes'
import { mailMyDayAction } from '@/lib/lead-chase/lead-chase-actions'
import {
  submitLeadRouting,
  submitLeadSettings,
  submitSiteSettings,
} from '@/lib/settings/settings-actions'
import {
  LEAD_TABLES,
  RUNS,
  answersSafely,
  asAdmin,
  expectSavesAndRefusals,
  ids,
  setUpActionProperties,
} from '../support/action-properties'
import { bentForm } from '../support/hostile-input'
import { propertyRuns } from '../support/property-runs'

// As in a request with a real better-auth session (tests/support/request-scope).
vi.mock('next/headers', () => import('../support/request-scope'))
vi.mock('@/lib/content/expire-public-content', () => ({ expirePublicContent: () => {} }))

// Each run reads the tables twice: more than the default 30 s with PROPERTY_RUNS raised.
vi.setConfig({ testTimeout: 600_000 })

setUpActionProperties()

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
    ...CONTACT_OUTCOMES,
    'call',
    'whatsapp',
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
    {
      name: 'contact attempt',
      action: recordContactAttemptAction,
      form: leadForm(() => ({ channel: 'call' })),
    },
    {
      name: 'merge',
      action: mergeLeadsAction,
      form: leadForm(() => ({ duplicateId: randomUUID() })),
    },
    { name: 'unmerge', action: unmergeLeadAction, form: () => ({ mergeId: randomUUID() }) },
    {
      name: 'next action',
      action: setNextActionAction,
      form: leadForm(() => ({ nextActionAt: '2026-11-29T11:00', nextActionNote: 'Call back' })),
    },
    {
      name: 'contact outcome',
      action: recordContactOutcomeAction,
      form: leadForm(() => ({ channel: 'whatsapp', outcome: 'no_answer' })),
    },
    { name: 'mail my day', action: mailMyDayAction, form: () => ({ day: '2026-12-01' }) },
  ]

  for (const { name, action, form } of cases) {
    it(`${name}: never an unexpected error; a refusal stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(bentForm(form, leadValues()), async (data) => {
          asAdmin()
          await answersSafely(LEAD_TABLES, () => action(null, data))
        }),
        propertyRuns(RUNS),
      )
    })
  }

  it('lead settings: never an unexpected error; a refusal stores nothing', async () => {
    const settingsForm = () =>
      Object.fromEntries([
        ['responseTargetMinutes', '5'],
        ['escalateAfterMinutes', '10'],
        ['opensAt', '10:00'],
        ['closesAt', '20:00'],
        ['digestAt', '08:30'],
        ['businessDays._', ''],
        ['businessDays.0', 'on'],
        ['businessDays.6', 'on'],
        ...['contacted', 'qualified', 'viewing', 'won'].flatMap((stage) => [
          [`conversions.${stage}.name`, `Stage ${stage}`],
          [`conversions.${stage}.value`, ''],
        ]),
      ]) as Record<string, string>
    await fc.assert(
      fc.asyncProperty(
        bentForm(settingsForm, ['0', '1440', '1441', '1.5', '24:00', '25:00', 'on']),
        async (data) => {
          asAdmin()
          await answersSafely(['app_settings', 'activity_log'], () =>
            submitLeadSettings(null, data),
          )
        },
      ),
      propertyRuns(RUNS),
    )
    expectSavesAndRefusals()
  })

  it('automatic assignment: never an unexpected error; a refusal stores nothing', async () => {
    const routingForm = () => ({
      autoAssign: 'on',
      [`reps.${ids.staff}`]: 'on',
      [`projectReps.${randomUUID()}.${ids.staff}`]: 'on',
    })
    await fc.assert(
      fc.asyncProperty(bentForm(routingForm, ['on', 'off', '']), async (data) => {
        asAdmin()
        await answersSafely(['app_settings', 'activity_log'], () => submitLeadRouting(null, data))
      }),
      propertyRuns(RUNS),
    )
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
      propertyRuns(RUNS),
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
      propertyRuns(RUNS),
    )
    expectSavesAndRefusals()
  })
})
