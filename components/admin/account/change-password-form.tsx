'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { changePassword } from '@/lib/account/change-password'
import { NewPasswordFields } from '../auth/new-password-fields'
import { TextInput } from '../auth/text-input'
import { useAuthText } from '../auth/use-auth-text'

/** Current password, then a new one twice; refused attempts keep what was typed. */
export function ChangePasswordForm({ required }: { required: boolean }) {
  const router = useRouter()
  const t = useTranslations('admin.account.password')
  const common = useTranslations('admin.common')
  const authText = useAuthText()
  const formRef = useRef<HTMLFormElement>(null)
  const {
    onSubmit,
    pending,
    fieldErrors: errors,
  } = useStaffForm(changePassword, {
    success: () => ({ title: t('changed'), description: t('changedDescription') }),
    onSuccess: () => {
      formRef.current?.reset()
      if (required) router.push('/admin')
      else router.refresh()
    },
    failure: common('error'),
    failureText: authText.failure,
  })
  return (
    <form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="max-w-sm space-y-3">
      <TextInput
        id="change-current-password"
        name="currentPassword"
        type="password"
        label={t('current')}
        autoComplete="current-password"
        required
        error={authText.field(errors.currentPassword)}
      />
      <NewPasswordFields
        idPrefix="change-"
        labels={{ password: t('new'), confirm: t('confirm') }}
        errors={errors}
      />
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('submit')}
      </Button>
    </form>
  )
}
