'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { resetPassword } from '@/lib/account/reset-password'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('admin.auth.reset')
  const authText = useAuthText()
  const [state, action, pending] = useActionState(
    async (previous: { result: ActionResult } | null, formData: FormData) => ({
      result: await resetPassword(previous?.result ?? null, formData),
    }),
    null,
  )
  const result = state?.result
  useEffect(() => {
    if (result && !result.ok && result.code !== 'invalid')
      toast.error(t('failed'), { description: authText.failure(result) })
    // Once per answer: the words are of the language the page was drawn in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result])
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  return (
    <form action={action} className="space-y-4">
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
        {pending ? t('saving') : t('submit')}
      </Button>
    </form>
  )
}
