'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { toast } from 'sonner'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { signIn } from '@/lib/account/sign-in'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { TextInput } from './text-input'
import { TwoFactorChallenge } from './two-factor-challenge'
import { useAuthText } from './use-auth-text'

/** Spec §2 admin login: e-mail, password, 'Sign In', and the 'Forgot Password' dialog. */
export function LoginForm() {
  const t = useTranslations('admin.auth.login')
  const authText = useAuthText()
  const formRef = useRef<HTMLFormElement>(null)
  // Without two-factor, a success redirects to the portal (signIn).
  const { onSubmit, pending, result } = useStaffForm(signIn, {
    onFailure: (failure) => {
      // The password is typed afresh; the e-mail stays.
      const password = formRef.current?.elements.namedItem('password')
      if (password instanceof HTMLInputElement) password.value = ''
      if (failure.code === 'error') toast.error(t('error'))
      else toast.error(t('failed'), { description: authText.failure(failure) })
    },
  })

  if (result?.ok && result.data.twoFactor) return <TwoFactorChallenge />
  return (
    <div className="space-y-4">
      <form method="post" ref={formRef} onSubmit={onSubmit} className="space-y-4">
        <TextInput
          id="login-email"
          name="email"
          type="email"
          label={t('email')}
          dir="ltr"
          autoComplete="username"
          required
          autoFocus
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
