'use server'

import { headers } from 'next/headers'
import { toDataURL } from 'qrcode'
import type { ActionResult } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import { staffAction } from '@/lib/actions/staff-action'
import { auth } from '@/lib/auth/auth'
import { authMessage } from '@/lib/auth/auth-message'
import { endEarlierSessions } from '@/lib/auth/end-earlier-sessions'
import { requiresTwoFactor } from '@/lib/auth/requires-two-factor'
import { withdrawTwoFactor } from '@/lib/auth/withdraw-two-factor'
import { authCall } from './auth-error'
import { confirmTwoFactorSchema, disableTwoFactorSchema, passwordSchema } from './auth-schemas'
import { assertReauthAllowed, clearReauthAttempts } from './reauth-limit'

/** Scan the QR code (or type the secret), keep the backup codes, then confirm with a code. */
export type TwoFactorEnrolment = { qrDataUrl: string; secret: string; backupCodes: string[] }

/** What confirming answered: whether the account's other sessions were ended with it. */
export type TwoFactorConfirmed = { othersSignedOut: boolean }

/**
 * Starts enrolment: checks the password, stores an unconfirmed secret, returns the QR code.
 * With two-factor already on, this is a new device: the old one is withdrawn first (an admin
 * cannot turn two-factor off, so this is how their phone is replaced).
 */
export async function startTwoFactorEnrolment(
  _previous: ActionResult<TwoFactorEnrolment> | null,
  formData: FormData,
): Promise<ActionResult<TwoFactorEnrolment>> {
  return staffAction(
    { permission: 'twoFactor', schema: passwordSchema, formData },
    async (input, viewer) => {
      await assertReauthAllowed(viewer.sessionId)
      if (viewer.twoFactorEnabled) {
        await authCall(async () =>
          auth().api.verifyPassword({
            body: { password: input.password },
            headers: await headers(),
          }),
        )
        await withdrawTwoFactor(viewer.userId)
      }
      const enrolment = await authCall(async () =>
        auth().api.enableTwoFactor({
          body: { password: input.password, method: 'totp' },
          headers: await headers(),
        }),
      )
      await clearReauthAttempts(viewer.sessionId)
      if (enrolment.method !== 'totp') throw AppError.refused(authMessage('twoFactorNotStarted'))
      return {
        qrDataUrl: await toDataURL(enrolment.totpURI, { margin: 1, width: 200 }),
        secret: new URL(enrolment.totpURI).searchParams.get('secret') ?? '',
        backupCodes: enrolment.backupCodes,
      }
    },
  )
}

/**
 * The first code from the app confirms the enrolment; sign-ins are challenged from then on.
 * Ticked, "sign out my other sessions" ends every session of the account but this browser's
 * (which turning two-factor on has just replaced with a new one).
 */
export async function confirmTwoFactorEnrolment(
  _previous: ActionResult<TwoFactorConfirmed> | null,
  formData: FormData,
): Promise<ActionResult<TwoFactorConfirmed>> {
  return staffAction(
    { permission: 'twoFactor', schema: confirmTwoFactorSchema, formData },
    async ({ code, signOutOthers }, viewer) => {
      await assertReauthAllowed(viewer.sessionId)
      const startedAt = new Date()
      await authCall(async () =>
        auth().api.verifyTOTP({ body: { code }, headers: await headers() }),
      )
      await clearReauthAttempts(viewer.sessionId)
      if (signOutOthers) await endEarlierSessions(viewer.userId, startedAt)
      return { othersSignedOut: signOutOthers }
    },
  )
}

/**
 * Turns two-factor off with better-auth's own endpoint, which asks for the password. Attempts
 * are counted per session (assertReauthAllowed), so the password cannot be guessed this way.
 * Refused for an admin: it is required of them (a new phone is "Set up a new device").
 */
export async function disableTwoFactor(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'twoFactor', schema: disableTwoFactorSchema, formData },
    async ({ password }, viewer) => {
      if (requiresTwoFactor(viewer.role)) throw AppError.refused(authMessage('twoFactorStaysOn'))
      await assertReauthAllowed(viewer.sessionId)
      await authCall(async () =>
        auth().api.disableTwoFactor({ body: { password }, headers: await headers() }),
      )
      await clearReauthAttempts(viewer.sessionId)
      return null
    },
  )
}
