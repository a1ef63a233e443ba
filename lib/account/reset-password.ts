'use server'

import { redirect } from 'next/navigation'
import { INVALID_MESSAGE, type ActionResult } from '@/lib/actions/action-result'
import { publicAction } from '@/lib/actions/public-action'
import { formObject } from '@/lib/validation/form-object'
import { auth } from '@/lib/auth/auth'
import { authMessage } from '@/lib/auth/auth-message'
import { authCall } from './auth-error'
import { newPasswordSchema } from './auth-schemas'

/** Sets the new password from the e-mailed link, ends every session, then back to sign-in. */
export async function resetPassword(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await publicAction(
    {
      schema: newPasswordSchema,
      input: formObject(formData),
      limits: (_input, address) => [
        { key: `reset-password:${address}`, limit: 20, windowMs: 15 * 60_000 },
      ],
      invalidMessage: INVALID_MESSAGE,
      rateLimitedMessage: authMessage('requestsRateLimited'),
      context: 'Password reset',
    },
    async ({ token, password }) => {
      await authCall(() => auth().api.resetPassword({ body: { newPassword: password, token } }))
      return null
    },
  )
  if (result.ok) redirect('/admin/login?reset=done')
  return result
}
