'use server'

import { headers } from 'next/headers'
import type { ActionResult } from '@/lib/actions/action-result'
import { publicAction } from '@/lib/actions/public-action'
import { formObject } from '@/lib/validation/form-object'
import { auth } from '@/lib/auth/auth'
import { authMessage } from '@/lib/auth/auth-message'
import { authCall } from './auth-error'
import { resetRequestSchema } from './auth-schemas'

/**
 * "Forgot Password": queues a reset link by e-mail. The answer is the same whether or not the
 * address has an account, so the dialog cannot be used to find staff e-mails.
 */
export async function requestPasswordReset(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return publicAction(
    {
      schema: resetRequestSchema,
      input: formObject(formData),
      limits: (_input, address) => [{ key: `reset:${address}`, limit: 5, windowMs: 15 * 60_000 }],
      invalidMessage: authMessage('validEmail'),
      rateLimitedMessage: authMessage('requestsRateLimited'),
      context: 'Password reset request',
    },
    async ({ email }) => {
      await authCall(async () =>
        auth().api.requestPasswordReset({
          body: { email, redirectTo: '/admin/login' },
          headers: await headers(),
        }),
      )
      return null
    },
  )
}
