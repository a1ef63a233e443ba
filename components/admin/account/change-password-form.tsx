'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { startTransition, useActionState, useRef } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { changePassword } from '@/lib/account/change-password'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'
import { TextInput } from '../auth/text-input'
import { useAuthText } from '../auth/use-auth-text'

/** Current password, then a new one twice; refused attempts keep what was typed. */
export function ChangePasswordForm({ required }: { required: boolean }) {
  const router = useRouter()
  const t = useTranslations('admin.account.password')
  const authText = useAuthText()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const result = await changePassword(previous, formData)
      if (result.ok) {
        toast.success(t('changed'), { description: t('changedDescription') })
        formRef.current?.reset()
        if (required) router.push('/admin')
        else router.refresh()
      } else if (result.code !== 'invalid')
        toast.error(t('error'), { description: authText.failure(result) })
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const formData = new FormData(event.currentTarget)
        startTransition(() => dispatch(formData))
      }}
      className="max-w-sm space-y-3"
    >
      <TextInput
        id="change-current-password"
        name="currentPassword"
        type="password"
        label={t('current')}
        autoComplete="current-password"
        required
        error={authText.field(errors.currentPassword)}
      />
      <TextInput
        id="change-new-password"
        name="password"
        type="password"
        label={t('new')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        required
        error={authText.field(errors.password)}
      />
      <TextInput
        id="change-confirm-password"
        name="confirmPassword"
        type="password"
        label={t('confirm')}
        autoComplete="new-password"
        required
        error={authText.field(errors.confirmPassword)}
      />
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? t('saving') : t('submit')}
      </Button>
    </form>
  )
}
