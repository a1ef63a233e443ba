'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { textField } from '@/lib/leads/form-data'
import { auth } from '../auth'
import { authErrorMessage } from '../auth-error'

export type TwoFactorState =
  | { status: 'idle' }
  | { status: 'failed'; message: string; at: number }
  | { status: 'error'; at: number }

/** The sign-in challenge: a code from the authenticator app, or one of the backup codes. */
export async function verifyTwoFactor(
  _previous: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const field = textField(formData)
  const code = (field('code') ?? '').replace(/\s+/g, '')
  const at = Date.now()
  if (!code) return { status: 'failed', message: 'Enter the code', at }
  try {
    const request = { body: { code }, headers: await headers() }
    if (field('method') === 'backup') await auth().api.verifyBackupCode(request)
    else await auth().api.verifyTOTP(request)
  } catch (error) {
    const message = authErrorMessage(error, 'Two-factor verification')
    return message ? { status: 'failed', message, at } : { status: 'error', at }
  }
  redirect('/admin')
}
