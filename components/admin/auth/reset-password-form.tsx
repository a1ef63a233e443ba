'use client'

import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { resetPassword } from '@/lib/account/reset-password'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('admin.auth.reset')
  const common = useTranslations('admin.common')
  const authText = useAuthText()
  // A success redirects to sign-in (resetPassword).
  const {
    onSubmit,
    pending,
    fieldErrors: errors,
  } = useStaffForm(resetPassword, {
    failure: t('failed'),
    failureText: authText.failure,
  })
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <TextInput
        id="new-password"
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        required
        error={authText.field(errors.password)}
      />
      <TextInput
        id="confirm-password"
        name="confirmPassword"
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        error={authText.field(errors.confirmPassword)}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? common('saving') : t('submit')}
      </Button>
    </form>
  )
}
