'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { textField } from '@/lib/leads/form-data'
import { clientAddress } from '@/lib/server/client-address'
import { auth } from '../auth'
import { authErrorMessage } from '../auth-error'
import { clearSignInAttempts, signInAttemptAllowed } from '../sign-in-limit'

export type SignInState =
  | { status: 'idle' }
  /** Toast 'Login failed' with the message (spec §8). */
  | { status: 'failed'; message: string; at: number; email: string }
  /** Toast 'An error occurred'. */
  | { status: 'error'; at: number; email: string }
  /** Password accepted; the authenticator code is next. */
  | { status: 'two-factor' }

/** E-mail and password sign-in; staff with two-factor enrolled get the code step next. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const field = textField(formData)
  const email = (field('email') ?? '').trim().toLowerCase()
  const password = field('password') ?? ''
  const at = Date.now()
  if (!email || !password) {
    return { status: 'failed', message: 'Email and password are required', at, email }
  }
  let twoFactor = false
  try {
    const address = await clientAddress()
    if (!(await signInAttemptAllowed(address, email))) {
      return {
        status: 'failed',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        at,
        email,
      }
    }
    const result = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: await headers(),
    })
    twoFactor = 'twoFactorRedirect' in result && result.twoFactorRedirect === true
    if (!twoFactor) await clearSignInAttempts(address, email)
  } catch (error) {
    const message = authErrorMessage(error, 'Sign-in')
    return message ? { status: 'failed', message, at, email } : { status: 'error', at, email }
  }
  if (twoFactor) return { status: 'two-factor' }
  redirect('/admin')
}
