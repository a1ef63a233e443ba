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

const MISSING_ID = '00000000-0000-4000-8000-000000000000'
const EMPTY_FORM = '"$K1"'

/** Every staff action with arguments that harm nothing when they are let through. */
const STAFF_ACTIONS: Record<string, { args: string; adminOnly?: boolean }> = {
  submitDeveloper: { args: `[null,${EMPTY_FORM}]` },
  submitProject: { args: `[null,${EMPTY_FORM}]` },
  submitUnit: { args: `[null,${EMPTY_FORM}]` },
  deleteDeveloper: { args: `["${MISSING_ID}"]` },
  deleteProject: { args: `["${MISSING_ID}"]` },
  deleteUnit: { args: `["${MISSING_ID}"]` },
  duplicateProjectAction: { args: `["${MISSING_ID}"]` },
  searchMediaAction: { args: '[null]' },
  startTwoFactorEnrolment: { args: `[null,${EMPTY_FORM}]` },
  confirmTwoFactorEnrolment: { args: `[null,${EMPTY_FORM}]` },
  disableTwoFactor: { args: `[null,${EMPTY_FORM}]` },
  changePassword: { args: `[null,${EMPTY_FORM}]` },
  changeLeadStatusAction: { args: `[null,${EMPTY_FORM}]` },
  assignLeadAction: { args: `[null,${EMPTY_FORM}]` },
  addLeadNoteAction: { args: `[null,${EMPTY_FORM}]` },
  recordContactAttemptAction: { args: `[null,${EMPTY_FORM}]` },
  recordContactOutcomeAction: { args: `[null,${EMPTY_FORM}]` },
  resendLeadNotificationAction: { args: `[null,${EMPTY_FORM}]` },
  setNextActionAction: { args: `[null,${EMPTY_FORM}]` },
  mailMyDayAction: { args: '[null]' },
  eraseLeadAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  mergeLeadsAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  unmergeLeadAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  submitLeadSettings: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  submitSiteSettings: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  submitLeadRouting: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  setAwayAction: { args: `[null,${EMPTY_FORM}]` },
  setMyNamesAction: { args: `[null,${EMPTY_FORM}]` },
  setAdminLanguageAction: { args: `[null,${EMPTY_FORM}]` },
  setStaffNamesAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  restoreFromTrash: { args: `["unit","${MISSING_ID}"]` },
  purgeFromTrash: { args: `["unit","${MISSING_ID}"]`, adminOnly: true },
  inviteStaffAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  changeStaffRoleAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  deactivateStaffAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  reactivateStaffAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  resendInvitationAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  revokeInvitationAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  sendTestMailAction: { args: `[null,${EMPTY_FORM}]`, adminOnly: true },
  showOutboxMailAction: { args: `["${MISSING_ID}"]`, adminOnly: true },
  saveMediaAltAction: { args: `[null,${EMPTY_FORM}]` },
  deleteMediaAction: { args: `["${MISSING_ID}"]` },
}

test('every staff server action refuses callers without its role', async () => {
  const actions = [...builtActions()]
  const names = actions.map(([, entry]) => entry.exportedName)
  // A new action must be classified here, so it cannot slip past this test.
  expect(names.filter((name) => !PUBLIC_ACTIONS.includes(name) && !STAFF_ACTIONS[name])).toEqual([])
  expect(names).toEqual(expect.arrayContaining(Object.keys(STAFF_ACTIONS)))

  for (const [id, { exportedName }] of actions.filter(([, e]) => STAFF_ACTIONS[e.exportedName])) {
    const { args, adminOnly } = STAFF_ACTIONS[exportedName]!
    const call = (caller: Caller) =>
      callers[caller].post('/admin', {
        headers: {
          'next-action': id,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
          origin: baseURL,
        },
        data: args,
        maxRedirects: 0,
      })
    await expectLoginRedirect(await call('anonymous'), `${exportedName} as anonymous`)
    const others = CALLERS.filter((c) => c !== 'anonymous')
    const answers = await Promise.all(
      others.map(async (c) => actionResult(await (await call(c)).text())),
    )
    others.forEach((caller, index) => {
      const result = answers[index]!
      const allowed = caller === 'admin' || (caller === 'moderator' && !adminOnly)
      expect(result, `${exportedName} as ${caller}`).not.toBeNull()
      expect(refused(result), `${exportedName} as ${caller} refused`).toBe(!allowed)
      if (caller === 'moderator' && adminOnly) expect(result?.code).toBe('admin-only')
      expect(result?.ok, `${exportedName} as ${caller} succeeded`).not.toBe(true)
    })
  }
})
