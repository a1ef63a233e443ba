'use server'

import { headers } from 'next/headers'
import type { ActionResult } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import { staffAction } from '@/lib/actions/staff-action'
import { formObject } from '@/lib/validation/form-object'
import { auth } from '@/lib/auth/auth'
import { authCall } from './auth-error'
import { changePasswordSchema } from './auth-schemas'
import { GUESSABLE_MESSAGE, isGuessablePassword } from '@/lib/auth/guessable-password'
import { passwordChosen } from '@/lib/auth/password-chosen'
import { assertReauthAllowed, clearReauthAttempts } from './reauth-limit'

/**
 * My Account › Change password (also the first sign-in's step after a generated password).
 * The current password is re-checked (counted per session), every other session of the staff
 * member ends, and this one carries on.
 */
export async function changePassword(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: changePasswordSchema, input: formObject(formData) },
    async ({ currentPassword, password }, viewer) => {
      if (isGuessablePassword(password, [viewer.email, viewer.name]))
        throw AppError.field('password', GUESSABLE_MESSAGE)
      await assertReauthAllowed(viewer.sessionId)
      await authCall(async () =>
        auth().api.changePassword({
          body: { currentPassword, newPassword: password, revokeOtherSessions: true },
          headers: await headers(),
        }),
      )
      await clearReauthAttempts(viewer.sessionId)
      await passwordChosen(viewer.userId)
      return null
    },
  )
}
