'use client'

import { useActionState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
} from '@/lib/account/two-factor-settings'
import { TextInput } from '../auth/text-input'

type SettingsAction<T> = (
  previous: ActionResult<T> | null,
  formData: FormData,
) => Promise<ActionResult<T>>

/**
 * Toasts as each answer arrives rather than from an effect: enabling two-factor replaces the
 * session, so the page re-renders with the 'turn off' form and this one unmounts at once.
 */
function withToasts<T>(action: SettingsAction<T>, success?: string): SettingsAction<T> {
  return async (previous, formData) => {
    const next = await action(previous, formData)
    if (!next.ok) toast.error('Error', { description: next.message })
    else if (success) toast.success(success)
    return next
  }
}

/** Enrol (password → QR code, secret and backup codes → first code) or turn two-factor off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return enabled ? <DisableTwoFactor /> : <EnrolTwoFactor />
}

function EnrolTwoFactor() {
  const [started, start, starting] = useActionState(withToasts(startTwoFactorEnrolment), null)
  const [confirmed, confirm, confirming] = useActionState(
    withToasts(confirmTwoFactorEnrolment, 'Two-factor authentication enabled'),
    null,
  )
  if (confirmed?.ok) {
    return <p className="text-sm font-medium text-teal">Two-factor authentication is on.</p>
  }
  if (!started?.ok) {
    return (
      <form action={start} className="max-w-sm space-y-3">
        <p className="text-sm text-slate-600">
          Protect your account with a code from an authenticator app at every sign-in.
        </p>
        <TextInput
          id="enrol-password"
          name="password"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" disabled={starting}>
          Set up two-factor authentication
        </Button>
      </form>
    )
  }
  return <EnrolmentSteps enrolment={started.data} confirm={confirm} confirming={confirming} />
}

type EnrolmentStepsProps = {
  enrolment: TwoFactorEnrolment
  confirm: (formData: FormData) => void
  confirming: boolean
}

/** The QR code, secret and backup codes, and the first code that confirms them. */
function EnrolmentSteps({ enrolment: started, confirm, confirming }: EnrolmentStepsProps) {
  return (
    <div className="space-y-4">
      <p className="text-sm">Scan this QR code with your authenticator app, or type the secret.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server */}
      <img
        src={started.qrDataUrl}
        alt="QR code for the authenticator app"
        width={200}
        height={200}
      />
      <p className="text-sm">
        Secret:{' '}
        <code data-testid="totp-secret" className="rounded bg-slate-100 px-1.5 py-0.5">
          {started.secret}
        </code>
      </p>
      <div>
        <p className="text-sm font-medium">Backup codes (each works once; keep them safe):</p>
        <ul
          data-testid="backup-codes"
          className="mt-1 grid max-w-sm grid-cols-2 gap-1 font-mono text-sm"
        >
          {started.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <form action={confirm} className="max-w-sm space-y-3">
        <TextInput
          id="enrol-code"
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <Button type="submit" disabled={confirming}>
          Verify and turn on
        </Button>
      </form>
    </div>
  )
}

function DisableTwoFactor() {
  const [state, action, pending] = useActionState(
    withToasts(disableTwoFactor, 'Two-factor authentication disabled'),
    null,
  )
  if (state?.ok) {
    return <p className="text-sm font-medium">Two-factor authentication is off.</p>
  }
  return (
    <form action={action} className="max-w-sm space-y-3">
      <p className="text-sm font-medium text-teal">Two-factor authentication is on.</p>
      <p className="text-sm text-slate-600">To turn it off, enter your password.</p>
      <TextInput
        id="disable-password"
        name="password"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="destructive" disabled={pending}>
        Turn off two-factor authentication
      </Button>
    </form>
  )
}
