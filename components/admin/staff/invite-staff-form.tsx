'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { TextInput } from '@/components/admin/auth/text-input'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { useFocusFirstInvalid } from '@/components/admin/forms/use-focus-first-invalid'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { InvitationDelivery } from '@/lib/staff/deliver-invitation'
import {
  inviteStaffAction,
  resendInvitationAction,
  type InviteResult,
} from '@/lib/staff/staff-actions'
import { STAFF_ROLES } from '@/lib/staff/staff-schemas'
import { InvitationNotice, useAnnounceDelivery } from './invitation-notice'

const control = `${controlClass} min-h-11 md:min-h-10`

type AlreadyInvited = Extract<InviteResult, { outcome: 'already-invited' }>

/**
 * Staff › Invite: name, e-mail and role; the link to set a password goes by e-mail at once.
 * When it did not leave, the one-time link is shown to pass on; an address already invited
 * is offered a resend instead of being changed.
 */
export function InviteStaffForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const resendRef = useRef<HTMLButtonElement>(null)
  const router = useRouter()
  const t = useTranslations('admin.staff')
  const common = useTranslations('admin.common')
  const announceDelivery = useAnnounceDelivery()
  const [notice, setNotice] = useState<InvitationDelivery | null>(null)
  const [already, setAlready] = useState<AlreadyInvited | null>(null)
  const {
    onSubmit,
    pending,
    result,
    fieldErrors: errors,
  } = useStaffForm(inviteStaffAction, {
    onSuccess: (invited) => {
      setNotice(null)
      setAlready(null)
      if (invited.outcome === 'already-invited') return setAlready(invited)
      announceDelivery(invited)
      if (!invited.delivery.sent) setNotice(invited)
      formRef.current?.reset()
      router.refresh() // the list below shows the new account
    },
    failure: t('invite.notSent'),
    toastFieldErrors: true,
    onFailure: () => {
      setNotice(null)
      setAlready(null)
    },
  })
  // The offer's Resend is a form of its own (beside the invite form, not in it).
  const resending = useStaffForm(resendInvitationAction, {
    onSuccess: (delivery) => {
      setAlready(null)
      announceDelivery(delivery)
      setNotice(delivery.delivery.sent ? null : delivery)
      formRef.current?.reset()
    },
    refresh: true,
    failure: t('invitation.notResent'),
    toastFieldErrors: true,
  })
  // The offer is what to do next: focused, so keyboard and screen reader users meet it.
  useEffect(() => {
    if (already) resendRef.current?.focus()
  }, [already])
  useFocusFirstInvalid(formRef, result)
  return (
    <div className="space-y-4">
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-start"
      >
        <TextInput
          id="invite-name"
          name="name"
          label={common('fields.name')}
          autoComplete="off"
          error={errors.name}
          className={control}
        />
        <TextInput
          id="invite-email"
          name="email"
          label={t('invite.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={errors.email}
          className={control}
        />
        <div>
          <label htmlFor="invite-role" className={labelClass}>
            {common('fields.role')}
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
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          <FieldErrorText id="invite-role-error" error={errors.role} />
        </div>
        <Button type="submit" disabled={pending} className="min-h-11 md:mt-6 md:min-h-10">
          {pending ? common('sending') : t('invite.send')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {already ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm">
            <p className="min-w-0 flex-1 basis-64">
              {t.rich('invite.already', {
                email: already.email,
                name: already.name,
                ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
                bdi: (chunks) => <bdi>{chunks}</bdi>,
              })}
            </p>
            <form method="post" onSubmit={resending.onSubmit} className="contents">
              <input type="hidden" name="userId" value={already.userId} />
              <Button
                ref={resendRef}
                type="submit"
                disabled={resending.pending}
                className="min-h-11 md:min-h-10"
              >
                {resending.pending ? t('invite.resending') : t('invite.resend')}
              </Button>
            </form>
          </div>
        ) : null}
        {notice ? <InvitationNotice result={notice} /> : null}
      </div>
    </div>
  )
}
