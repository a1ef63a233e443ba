'use server'

import { headers } from 'next/headers'
import { toDataURL } from 'qrcode'
import type { ActionResult } from '@/lib/actions/action-result'
import { RefusedError } from '@/lib/actions/refused-error'
import { staffAction } from '@/lib/actions/staff-action'
import { auth } from '@/lib/auth/auth'
import { authMessage } from '@/lib/auth/auth-message'
import { authCall } from './auth-error'
import { codeSchema, disableTwoFactorSchema, passwordSchema } from './auth-schemas'
import { assertReauthAllowed, clearReauthAttempts } from './reauth-limit'

/** Scan the QR code (or type the secret), keep the backup codes, then confirm with a code. */
export type TwoFactorEnrolment = { qrDataUrl: string; secret: string; backupCodes: string[] }

/** Starts enrolment: checks the password, stores an unconfirmed secret, returns the QR code. */
export async function startTwoFactorEnrolment(
  _previous: ActionResult<TwoFactorEnrolment> | null,
  formData: FormData,
): Promise<ActionResult<TwoFactorEnrolment>> {
  return staffAction(
    { permission: 'account', schema: passwordSchema, formData },
    async (input, viewer) => {
      await assertReauthAllowed(viewer.sessionId)
      const enrolment = await authCall(async () =>
        auth().api.enableTwoFactor({
          body: { password: input.password, method: 'totp' },
          headers: await headers(),
        }),
      )
      await clearReauthAttempts(viewer.sessionId)
      if (enrolment.method !== 'totp') throw new RefusedError(authMessage('twoFactorNotStarted'))
      return {
        qrDataUrl: await toDataURL(enrolment.totpURI, { margin: 1, width: 200 }),
        secret: new URL(enrolment.totpURI).searchParams.get('secret') ?? '',
        backupCodes: enrolment.backupCodes,
      }
    },
  )
}

/** The first code from the app confirms the enrolment; sign-ins are challenged from then on. */
export async function confirmTwoFactorEnrolment(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: codeSchema, formData },
    async ({ code }, viewer) => {
      await assertReauthAllowed(viewer.sessionId)
      await authCall(async () =>
        auth().api.verifyTOTP({ body: { code }, headers: await headers() }),
      )
      await clearReauthAttempts(viewer.sessionId)
      return null
    },
  )
}

/**
 * Turns two-factor off with better-auth's own endpoint, which asks for the password. Attempts
 * are counted per session (assertReauthAllowed), so the password cannot be guessed this way.
 */
export async function disableTwoFactor(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'account', schema: disableTwoFactorSchema, formData },
    async ({ password }, viewer) => {
      await assertReauthAllowed(viewer.sessionId)
      await authCall(async () =>
        auth().api.disableTwoFactor({ body: { password }, headers: await headers() }),
      )
      await clearReauthAttempts(viewer.sessionId)
      return null
    },
  )
}
