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

/**
 * Spec §2 admin login: e-mail, password, 'Sign In', and the 'Forgot Password' dialog; "keep me
 * signed in on this device", and the page to return to (`next`, checked again on the server).
 */
export function LoginForm({ next }: { next: string | null }) {
  const t = useTranslations('admin.auth.login')
  const common = useTranslations('admin.common')
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

  if (result?.ok && result.data.twoFactor) return <TwoFactorChallenge next={next} />
  return (
    <div className="space-y-4">
      <form method="post" ref={formRef} onSubmit={onSubmit} className="space-y-4">
        <TextInput
          id="login-email"
          name="email"
          type="email"
          label={common('fields.email')}
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
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="rememberMe"
            aria-describedby="login-remember-hint"
            className="size-5 accent-teal"
          />
          {t('remember')}
        </label>
        <p id="login-remember-hint" className="-mt-3 text-xs text-slate-600">
          {t('rememberHint')}
        </p>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </form>
      <ForgotPasswordDialog />
    </div>
  )
}
