'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useActionState, useRef } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { changePassword } from '@/lib/account/change-password'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/new-password'
import { TextInput } from '../auth/text-input'

/** Current password, then a new one twice; refused attempts keep what was typed. */
export function ChangePasswordForm({ required }: { required: boolean }) {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const result = await changePassword(previous, formData)
      if (result.ok) {
        toast.success('Password changed', { description: 'Your other sessions were signed out.' })
        formRef.current?.reset()
        if (required) router.push('/admin')
        else router.refresh()
      } else if (result.code !== 'invalid') toast.error('Error', { description: result.message })
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  return (
    <form
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
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <TextInput
        id="change-new-password"
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
        id="change-confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  )
}
