'use client'

import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { resetPassword } from '@/lib/account/reset-password'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'
import { TextInput } from './text-input'

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(
    async (previous: { result: ActionResult } | null, formData: FormData) => ({
      result: await resetPassword(previous?.result ?? null, formData),
    }),
    null,
  )
  const result = state?.result
  useEffect(() => {
    if (result && !result.ok && result.code !== 'invalid')
      toast.error('Reset failed', { description: result.message })
  }, [result])
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  return (
    <form action={action} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <TextInput
        id="new-password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        required
        error={errors.password}
      />
      <TextInput
        id="confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  )
}
