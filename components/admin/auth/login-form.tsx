'use client'

import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { signIn } from '@/lib/account/sign-in'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { TextInput } from './text-input'
import { TwoFactorChallenge } from './two-factor-challenge'

type LoginState = { result: ActionResult<{ twoFactor: boolean }>; email: string; at: number }

/** Spec §2 admin login: e-mail, password, 'Sign In', and the 'Forgot Password' dialog. */
export function LoginForm() {
  // The e-mail typed is kept with the answer: React resets the form after each attempt.
  const [state, action, pending] = useActionState<LoginState | null, FormData>(
    async (previous, formData) => ({
      result: await signIn(previous?.result ?? null, formData),
      email: String(formData.get('email') ?? ''),
      at: Date.now(),
    }),
    null,
  )
  useEffect(() => {
    const result = state?.result
    if (!result || result.ok) return
    if (result.code === 'error') toast.error('An error occurred')
    else toast.error('Login failed', { description: result.message })
  }, [state])

  if (state?.result.ok && state.result.data.twoFactor) return <TwoFactorChallenge />
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-4">
        <TextInput
          id="login-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          autoFocus
          defaultValue={state?.email}
        />
        <TextInput
          id="login-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <ForgotPasswordDialog />
    </div>
  )
}
