import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { actionResult, type ActionAnswer } from './action-replay'
import {
  CALLERS,
  callers,
  expectLoginRedirect,
  setUpCallers,
  type Caller,
} from './authorization-support'

/** Every staff server action the build contains × every caller. */

setUpCallers({ seed: false })

const DENIALS = ['unauthenticated', 'forbidden', 'admin-only']

/** Whether the server refused the caller for who it is (every staff action names the denial). */
const refused = (result: ActionAnswer | null) => !!result && DENIALS.includes(result.code ?? '')

type ManifestEntry = { filename: string; exportedName: string }

/** The server actions of this build (Next's manifest), by id. */
function builtActions(): Map<string, ManifestEntry> {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, ManifestEntry> }
  return new Map(Object.entries(manifest.node))
}

/** Actions anyone may call (lead forms, sign-in, password reset, sign-out). */
const PUBLIC_ACTIONS = [
  'submitConsultation',
  'submitLeadStep1',
  'submitLeadStep2',
  'signIn',
  'signOut',
  'requestPasswordReset',
  'resetPassword',
  'verifyTwoFactor',
]

/**
 * What each is called with: every action takes (previous, formData), and an empty form harms
 * nothing when it is let through (React's reply encoding: $K1 is a FormData).
 */
const ARGS = '[null,"$K1"]'

/** What an action is for, and so who may call it (written out here, not read from the code). */
type Area = 'content' | 'leads' | 'team leads' | 'account' | 'administration'

const ALLOWED: Record<Area, Caller[]> = {
  content: ['moderator', 'admin'],
  leads: ['sales', 'moderator', 'admin'],
  'team leads': ['moderator', 'admin'],
  account: ['sales', 'moderator', 'admin'],
  administration: ['admin'],
}

/** Every staff action, and its area. */
const STAFF_ACTIONS: Record<string, Area> = {
  submitDeveloper: 'content',
  submitProject: 'content',
  submitUnit: 'content',
  deleteDeveloper: 'content',
  deleteProject: 'content',
  deleteUnit: 'content',
  duplicateProjectAction: 'content',
  searchMediaAction: 'content',
  startTwoFactorEnrolment: 'account',
  confirmTwoFactorEnrolment: 'account',
  disableTwoFactor: 'account',
  changePassword: 'account',
  changeLeadStatusAction: 'leads',
  assignLeadAction: 'leads',
  addLeadNoteAction: 'leads',
  recordContactAttemptAction: 'leads',
  recordContactOutcomeAction: 'leads',
  resendLeadNotificationAction: 'leads',
  setNextActionAction: 'leads',
  mailMyDayAction: 'leads',
  eraseLeadAction: 'administration',
  mergeLeadsAction: 'administration',
  unmergeLeadAction: 'administration',
  submitLeadSettings: 'administration',
  submitSiteSettings: 'administration',
  submitLeadRouting: 'administration',
  setAwayAction: 'account',
  setMyNamesAction: 'account',
  setAdminLanguageAction: 'account',
  setStaffNamesAction: 'administration',
  restoreFromTrash: 'content',
  purgeFromTrash: 'administration',
  inviteStaffAction: 'administration',
  changeStaffRoleAction: 'administration',
  deactivateStaffAction: 'administration',
  reactivateStaffAction: 'administration',
  resendInvitationAction: 'administration',
  revokeInvitationAction: 'administration',
  sendTestMailAction: 'administration',
  showOutboxMailAction: 'administration',
  createConversionFeedAction: 'administration',
  revokeConversionFeedAction: 'administration',
  saveMediaAltAction: 'content',
  deleteMediaAction: 'content',
  // My Account › Notifications: one's own devices and switches (lib/push: viewer.userId only).
  savePushSubscriptionAction: 'account',
  removePushDeviceAction: 'account',
  savePushSettingAction: 'account',
  // Ad spend (issue 37 §4): the managers' import and month figures.
  importAdSpendAction: 'team leads',
  saveMonthlySpendAction: 'team leads',
}

/** How a caller without the right is refused: a moderator is staff, so it is 'admin-only'. */
const refusalOf = (caller: Caller) => (caller === 'moderator' ? 'admin-only' : null)

test('every staff server action refuses callers without its role', async () => {
  const actions = [...builtActions()]
  const names = actions.map(([, entry]) => entry.exportedName)
  // A new action must be classified here, so it cannot slip past this test.
  expect(names.filter((name) => !PUBLIC_ACTIONS.includes(name) && !STAFF_ACTIONS[name])).toEqual([])
  expect(names).toEqual(expect.arrayContaining(Object.keys(STAFF_ACTIONS)))

  for (const [id, { exportedName }] of actions.filter(([, e]) => STAFF_ACTIONS[e.exportedName])) {
    const area = STAFF_ACTIONS[exportedName]!
    const call = (caller: Caller) =>
      callers[caller].post('/admin', {
        headers: {
          'next-action': id,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
          origin: baseURL,
        },
        data: ARGS,
        maxRedirects: 0,
      })
    await expectLoginRedirect(await call('anonymous'), `${exportedName} as anonymous`)
    const others = CALLERS.filter((c) => c !== 'anonymous')
    const answers = await Promise.all(
      others.map(async (c) => actionResult(await (await call(c)).text())),
    )
    others.forEach((caller, index) => {
      const result = answers[index]!
      const allowed = ALLOWED[area].includes(caller)
      expect(result, `${exportedName} as ${caller}`).not.toBeNull()
      expect(refused(result), `${exportedName} as ${caller} refused`).toBe(!allowed)
      if (!allowed && refusalOf(caller)) expect(result?.code).toBe(refusalOf(caller))
      expect(result?.ok, `${exportedName} as ${caller} succeeded`).not.toBe(true)
    })
  }
})
