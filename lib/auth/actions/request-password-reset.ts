'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { textField } from '@/lib/leads/form-data'
import { clientAddress } from '@/lib/server/client-address'
import { withinRateLimit } from '@/lib/server/rate-limit'
import { auth } from '../auth'
import { authErrorMessage } from '../auth-error'

export type ResetRequestState =
  | { status: 'idle' }
  | { status: 'sent'; at: number }
  /** Toast 'Reset failed' with the message. */
  | { status: 'failed'; message: string; at: number }

const email = z.email().max(255)

/**
 * "Forgot Password": queues a reset link by e-mail. The answer is the same whether or not the
 * address has an account, so the dialog cannot be used to find staff e-mails.
 */
export async function requestPasswordReset(
  _previous: ResetRequestState,
  formData: FormData,
): Promise<ResetRequestState> {
  const at = Date.now()
  const parsed = email.safeParse((textField(formData)('email') ?? '').trim().toLowerCase())
  if (!parsed.success) return { status: 'failed', message: 'Enter a valid email address', at }
  try {
    const address = await clientAddress()
    const allowed = await withinRateLimit(`reset:${address}`, { limit: 5, windowMs: 15 * 60_000 })
    if (!allowed) {
      return { status: 'failed', message: 'Too many requests. Please try again later.', at }
    }
    await auth().api.requestPasswordReset({
      body: { email: parsed.data, redirectTo: '/admin/login' },
      headers: await headers(),
    })
    return { status: 'sent', at }
  } catch (error) {
    const message = authErrorMessage(error, 'Password reset request')
    return { status: 'failed', message: message ?? 'Please try again later.', at }
  }
}
