'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import type { ActionResult } from '@/lib/actions/action-result'
import { requestPasswordReset } from '@/lib/account/request-password-reset'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

/** 'Forgot Password': asks for the e-mail and sends a reset link (spec §2, §8). */
export function ForgotPasswordDialog() {
  const t = useTranslations('admin.auth.forgot')
  const authText = useAuthText()
  const [open, setOpen] = useState(false)
  const [state, action, pending] = useActionState(
    async (previous: { result: ActionResult } | null, formData: FormData) => {
      const result = await requestPasswordReset(previous?.result ?? null, formData)
      if (result.ok) setOpen(false)
      // A new object per answer, so the same answer twice toasts twice.
      return { result }
    },
    null,
  )
  useEffect(() => {
    if (!state) return
    if (state.result.ok) {
      toast.success(t('sent'), { description: t('sentDescription') })
    } else toast.error(t('failed'), { description: authText.failure(state.result) })
    // Once per answer: the words are of the language the page was drawn in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="text-sm font-medium text-teal underline">{t('open')}</DialogTrigger>
      <DialogContent title={t('title')} description={t('description')}>
        <form action={action} className="space-y-4">
          <TextInput
            id="reset-email"
            name="email"
            type="email"
            label={t('email')}
            dir="ltr"
            autoComplete="email"
            required
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t('sending') : t('submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
