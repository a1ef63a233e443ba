'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { signIn } from '@/lib/account/sign-in'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { TextInput } from './text-input'
import { TwoFactorChallenge } from './two-factor-challenge'
import { useAuthText } from './use-auth-text'

type LoginState = { result: ActionResult<{ twoFactor: boolean }>; email: string; at: number }

/** Spec §2 admin login: e-mail, password, 'Sign In', and the 'Forgot Password' dialog. */
export function LoginForm() {
  const t = useTranslations('admin.auth.login')
  const authText = useAuthText()
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
    if (result.code === 'error') toast.error(t('error'))
    else toast.error(t('failed'), { description: authText.failure(result) })
    // Once per answer: the words are of the language the page was drawn in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])

  if (state?.result.ok && state.result.data.twoFactor) return <TwoFactorChallenge />
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-4">
        <TextInput
          id="login-email"
          name="email"
          type="email"
          label={t('email')}
          dir="ltr"
          autoComplete="username"
          required
          autoFocus
          defaultValue={state?.email}
        />
        <TextInput
          id="login-password"
          name="password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </form>
      <ForgotPasswordDialog />
    </div>
  )
}
