'use client'

import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { signIn, type SignInState } from '@/lib/auth/actions/sign-in'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { TextInput } from './text-input'
import { TwoFactorChallenge } from './two-factor-challenge'

/** Spec §2 admin login: e-mail, password, 'Sign In', and the 'Forgot Password' dialog. */
export function LoginForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {
    status: 'idle',
  })
  useEffect(() => {
    if (state.status === 'failed') toast.error('Login failed', { description: state.message })
    if (state.status === 'error') toast.error('An error occurred')
  }, [state])

  if (state.status === 'two-factor') return <TwoFactorChallenge />
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
          // React resets the form after each attempt; the e-mail typed stays.
          defaultValue={'email' in state ? state.email : undefined}
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
