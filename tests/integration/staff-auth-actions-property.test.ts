import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { changePassword } from '@/lib/account/change-password'
import { requestPasswordReset } from '@/lib/account/request-password-reset'
import { resetPassword } from '@/lib/account/reset-password'
import { signIn } from '@/lib/account/sign-in'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
} from '@/lib/account/two-factor-settings'
import { verifyTwoFactor } from '@/lib/account/verify-two-factor'
import {
  changeStaffRoleAction,
  deactivateStaffAction,
  inviteStaffAction,
  reactivateStaffAction,
} from '@/lib/staff/staff-actions'
import {
  AUTH_RUNS,
  AUTH_TABLES,
  RUNS,
  admin,
  answersSafely,
  asAdmin,
  asVisitor,
  expectSavesAndRefusals,
  ids,
  setUpActionProperties,
  snapshot,
} from '../support/action-properties'
import { sqlRows } from '../support/db'
import { bentForm, formOf } from '../support/hostile-input'
import { propertyRuns } from '../support/property-runs'

// As in a request with a real better-auth session (tests/support/request-scope).
vi.mock('next/headers', () => import('../support/request-scope'))
vi.mock('@/lib/content/expire-public-content', () => ({ expirePublicContent: () => {} }))

// Each run reads the tables twice: more than the default 30 s with PROPERTY_RUNS raised.
vi.setConfig({ testTimeout: 600_000 })

setUpActionProperties()

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
      propertyRuns(RUNS),
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
      propertyRuns(RUNS),
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
      propertyRuns(AUTH_RUNS),
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
      propertyRuns(RUNS),
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
      propertyRuns(AUTH_RUNS),
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
      propertyRuns(AUTH_RUNS),
    )
  })
})
