'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ActionResult } from '@/lib/actions/action-result'
import { publicAction } from '@/lib/actions/public-action'
import { AppError } from '@/lib/actions/app-error'
import { formObject } from '@/lib/validation/form-object'
import { auth } from '@/lib/auth/auth'
import { authMessage } from '@/lib/auth/auth-message'
import { authCall } from './auth-error'
import { signInSchema } from './auth-schemas'
import { completeSignIn, signInClient } from './complete-sign-in'
import { isKnownClient } from './known-client'
import { accountAttemptWait, signInLimits } from './sign-in-limit'

/** "Try again in 2 seconds", "… in 3 minutes": how long to wait, rounded up (catalogue key). */
const waitRefusal = (seconds: number) =>
  seconds < 60
    ? AppError.refused(authMessage('accountWaitSeconds'), { seconds })
    : AppError.refused(authMessage('accountWaitMinutes'), { minutes: Math.ceil(seconds / 60) })

/**
 * E-mail and password sign-in. Staff without two-factor go to the page that sent them to
 * sign in (else the dashboard); with it, the answer says the authenticator code is next
 * (data: { twoFactor: true }).
 */
export async function signIn(
  _previous: ActionResult<{ twoFactor: boolean }> | null,
  formData: FormData,
): Promise<ActionResult<{ twoFactor: boolean }>> {
  const result = await publicAction(
    {
      schema: signInSchema,
      input: formObject(formData),
      limits: (input, address) => signInLimits(address, input.email),
      invalidMessage: authMessage('signInRequired'),
      rateLimitedMessage: authMessage('signInRateLimited'),
      context: 'Sign-in',
    },
    async ({ email, password, rememberMe, next }) => {
      const client = await signInClient()
      const wait = await accountAttemptWait(email, () => isKnownClient(email, client))
      if (wait > 0) throw waitRefusal(wait)
      const answer = await authCall(async () =>
        auth().api.signInEmail({
          body: { email, password, rememberMe },
          headers: await headers(),
        }),
      )
      const twoFactor = 'twoFactorRedirect' in answer && answer.twoFactorRedirect === true
      if (!twoFactor) await completeSignIn(email, client)
      return { twoFactor, next: next ?? '/admin' }
    },
  )
  if (result.ok && !result.data.twoFactor) redirect(result.data.next)
  return result.ok ? { ok: true, data: { twoFactor: result.data.twoFactor } } : result
}
