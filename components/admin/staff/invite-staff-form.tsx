'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useActionState, useRef } from 'react'
import { toast } from 'sonner'
import { TextInput } from '@/components/admin/auth/text-input'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { useFocusFirstInvalid } from '@/components/admin/forms/use-focus-first-invalid'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { ActionResult } from '@/lib/actions/action-result'
import { inviteStaffAction } from '@/lib/staff/staff-actions'
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/staff-schemas'

const control = `${controlClass} min-h-11 md:min-h-10`

/** Staff › Invite: name, e-mail and role; the link to set a password goes by e-mail. */
export function InviteStaffForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const result = await inviteStaffAction(previous, formData)
      if (result.ok) {
        toast.success('Invitation sent', { description: String(formData.get('email')) })
        formRef.current?.reset()
        router.refresh() // the list below shows the new account
      } else toast.error('Invitation not sent', { description: result.message })
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  useFocusFirstInvalid(formRef, state)
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const formData = new FormData(event.currentTarget)
        startTransition(() => dispatch(formData))
      }}
      className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-start"
    >
      <TextInput
        id="invite-name"
        name="name"
        label="Name"
        autoComplete="off"
        error={errors.name}
        className={control}
      />
      <TextInput
        id="invite-email"
        name="email"
        label="E-mail"
        type="email"
        dir="ltr"
        autoComplete="off"
        error={errors.email}
        className={control}
      />
      <div>
        <label htmlFor="invite-role" className={labelClass}>
          Role
        </label>
        <select
          id="invite-role"
          name="role"
          defaultValue="moderator"
          aria-invalid={Boolean(errors.role)}
          aria-describedby={errors.role ? 'invite-role-error' : undefined}
          className={control}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <FieldErrorText id="invite-role-error" error={errors.role} />
      </div>
      <Button type="submit" disabled={pending} className="min-h-11 md:mt-6 md:min-h-10">
        {pending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  )
}
