'use server'

import { redirect } from 'next/navigation'
import { textField } from '@/lib/leads/form-data'
import { auth } from '../auth'
import { authErrorMessage } from '../auth-error'
import { newPasswordErrors, type NewPasswordErrors } from '../new-password'

export type ResetPasswordState =
  | { status: 'idle' }
  | { status: 'invalid'; fieldErrors: NewPasswordErrors }
  | { status: 'failed'; message: string; at: number }

/** Sets the new password from the e-mailed link, ends every session, then back to sign-in. */
export async function resetPassword(
  _previous: ResetPasswordState,
  formData: FormData,
): Promise<ResetPasswordState> {
  const field = textField(formData)
  const password = field('password') ?? ''
  const fieldErrors = newPasswordErrors(password, field('confirmPassword') ?? '')
  if (fieldErrors) return { status: 'invalid', fieldErrors }
  try {
    await auth().api.resetPassword({ body: { newPassword: password, token: field('token') ?? '' } })
  } catch (error) {
    const message = authErrorMessage(error, 'Password reset')
    return { status: 'failed', message: message ?? 'Please try again later.', at: Date.now() }
  }
  redirect('/admin/login?reset=done')
}
