'use client'

import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { resetPassword } from '@/lib/account/reset-password'
import { NewPasswordFields } from './new-password-fields'
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
      <NewPasswordFields
        labels={{ password: t('newPassword'), confirm: t('confirmPassword') }}
        errors={errors}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? common('saving') : t('submit')}
      </Button>
    </form>
  )
}
