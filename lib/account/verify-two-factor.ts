'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ActionResult } from '@/lib/actions/action-result'
import { publicAction } from '@/lib/actions/public-action'
import { env } from '@/lib/env'
import { formObject } from '@/lib/validation/form-object'
import { auth } from '@/lib/auth/auth'
import { authMessage } from '@/lib/auth/auth-message'
import { authCall } from './auth-error'
import { codeSchema } from './auth-schemas'
import { completeSignIn } from './complete-sign-in'

/** The sign-in challenge: a code from the authenticator app, or one of the backup codes. */
export async function verifyTwoFactor(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await publicAction(
    {
      schema: codeSchema,
      input: formObject(formData),
      limits: (_input, address) => [
        { key: `2fa:${address}`, limit: env().SIGN_IN_RATE_LIMIT * 5, windowMs: 15 * 60_000 },
      ],
      invalidMessage: authMessage('enterCode'),
      rateLimitedMessage: authMessage('attemptsRateLimited'),
      context: 'Two-factor verification',
    },
    async ({ code, method, next }) => {
      const request = { body: { code }, headers: await headers() }
      const answer =
        method === 'backup'
          ? await authCall(() => auth().api.verifyBackupCode(request))
          : await authCall(() => auth().api.verifyTOTP(request))
      await completeSignIn(answer.user.email)
      return next ?? '/admin'
    },
  )
  if (result.ok) redirect(result.data)
  return result
}
