'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { requestPasswordReset } from '@/lib/account/request-password-reset'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

/** 'Forgot Password': asks for the e-mail and sends a reset link (spec §2, §8). */
export function ForgotPasswordDialog() {
  const t = useTranslations('admin.auth.forgot')
  const common = useTranslations('admin.common')
  const authText = useAuthText()
  const [open, setOpen] = useState(false)
  const { onSubmit, pending } = useStaffForm(requestPasswordReset, {
    success: () => ({ title: t('sent'), description: t('sentDescription') }),
    onSuccess: () => setOpen(false),
    failure: t('failed'),
    toastFieldErrors: true,
    failureText: authText.failure,
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="text-sm font-medium text-teal underline">{t('open')}</DialogTrigger>
      <DialogContent title={t('title')} description={t('description')}>
        <form method="post" onSubmit={onSubmit} className="space-y-4">
          <TextInput
            id="reset-email"
            name="email"
            type="email"
            label={common('fields.email')}
            dir="ltr"
            autoComplete="email"
            required
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? common('sending') : t('submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
