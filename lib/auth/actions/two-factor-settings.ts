'use server'

import { eq } from 'drizzle-orm'
import { headers } from 'next/headers'
import { toDataURL } from 'qrcode'
import { db } from '@/lib/db/client'
import { twoFactors, users } from '@/lib/db/schema'
import { textField } from '@/lib/leads/form-data'
import { auth } from '../auth'
import { authErrorMessage } from '../auth-error'
import { authorize } from '../authorize'

export type TwoFactorSettingsState =
  | { status: 'idle' }
  | { status: 'failed'; message: string; at: number }
  /** Scan the QR code (or type the secret), keep the backup codes, then confirm with a code. */
  | { status: 'enrolling'; qrDataUrl: string; secret: string; backupCodes: string[] }
  | { status: 'enabled'; at: number }
  | { status: 'disabled'; at: number }

const failed = (message: string): TwoFactorSettingsState => ({
  status: 'failed',
  message,
  at: Date.now(),
})

async function staffHeaders(): Promise<Headers | null> {
  return (await authorize('content')).ok ? await headers() : null
}

/** Starts enrolment: checks the password, stores an unconfirmed secret, returns the QR code. */
export async function startTwoFactorEnrolment(
  _previous: TwoFactorSettingsState,
  formData: FormData,
): Promise<TwoFactorSettingsState> {
  const requestHeaders = await staffHeaders()
  if (!requestHeaders) return failed('You don’t have permission to access this area.')
  try {
    const enrolment = await auth().api.enableTwoFactor({
      body: { password: textField(formData)('password') ?? '', method: 'totp' },
      headers: requestHeaders,
    })
    if (enrolment.method !== 'totp') return failed('Two-factor authentication could not be started')
    return {
      status: 'enrolling',
      qrDataUrl: await toDataURL(enrolment.totpURI, { margin: 1, width: 200 }),
      secret: new URL(enrolment.totpURI).searchParams.get('secret') ?? '',
      backupCodes: enrolment.backupCodes,
    }
  } catch (error) {
    return failed(authErrorMessage(error, 'Two-factor enrolment') ?? 'Please try again.')
  }
}

/** The first code from the app confirms the enrolment; sign-ins are challenged from then on. */
export async function confirmTwoFactorEnrolment(
  previous: TwoFactorSettingsState,
  formData: FormData,
): Promise<TwoFactorSettingsState> {
  const requestHeaders = await staffHeaders()
  if (!requestHeaders) return failed('You don’t have permission to access this area.')
  try {
    const code = (textField(formData)('code') ?? '').replace(/\s+/g, '')
    await auth().api.verifyTOTP({ body: { code }, headers: requestHeaders })
    return { status: 'enabled', at: Date.now() }
  } catch (error) {
    const message = authErrorMessage(error, 'Two-factor confirmation') ?? 'Please try again.'
    // Stay on the QR code so the staff member can try the next code.
    return previous.status === 'enrolling' ? { ...previous } : failed(message)
  }
}

/** Turns two-factor off after the current password or a current authenticator code. */
export async function disableTwoFactor(
  _previous: TwoFactorSettingsState,
  formData: FormData,
): Promise<TwoFactorSettingsState> {
  const gate = await authorize('content')
  if (!gate.ok) return failed('You don’t have permission to access this area.')
  const requestHeaders = await headers()
  const field = textField(formData)
  const password = field('password') ?? ''
  const code = (field('code') ?? '').replace(/\s+/g, '')
  try {
    if (password) {
      await auth().api.verifyPassword({ body: { password }, headers: requestHeaders })
    } else if (code) {
      await auth().api.verifyTOTP({ body: { code }, headers: requestHeaders })
    } else {
      return failed('Enter your password or a code from your authenticator app')
    }
    const userId = gate.viewer.userId
    await db().transaction(async (tx) => {
      await tx.delete(twoFactors).where(eq(twoFactors.userId, userId))
      await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId))
    })
    return { status: 'disabled', at: Date.now() }
  } catch (error) {
    return failed(authErrorMessage(error, 'Disabling two-factor') ?? 'Please try again.')
  }
}
