'use client'

import { useActionState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  type TwoFactorSettingsState,
} from '@/lib/auth/actions/two-factor-settings'
import { TextInput } from '../auth/text-input'

const idle: TwoFactorSettingsState = { status: 'idle' }

type SettingsAction = (
  previous: TwoFactorSettingsState,
  formData: FormData,
) => Promise<TwoFactorSettingsState>

/**
 * Toasts as each answer arrives rather than from an effect: enabling two-factor replaces the
 * session, so the page re-renders with the 'turn off' form and this one unmounts at once.
 */
function withToasts(action: SettingsAction): SettingsAction {
  return async (previous, formData) => {
    const next = await action(previous, formData)
    if (next.status === 'failed') toast.error('Error', { description: next.message })
    if (next.status === 'enabled') toast.success('Two-factor authentication enabled')
    if (next.status === 'disabled') toast.success('Two-factor authentication disabled')
    return next
  }
}

/** Enrol (password → QR code, secret and backup codes → first code) or turn two-factor off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return enabled ? <DisableTwoFactor /> : <EnrolTwoFactor />
}

function EnrolTwoFactor() {
  const [started, start, starting] = useActionState(withToasts(startTwoFactorEnrolment), idle)
  const [confirmed, confirm, confirming] = useActionState(
    withToasts(confirmTwoFactorEnrolment),
    started,
  )
  if (confirmed.status === 'enabled') {
    return <p className="text-sm font-medium text-teal">Two-factor authentication is on.</p>
  }
  if (started.status !== 'enrolling') {
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
  const [state, action, pending] = useActionState(withToasts(disableTwoFactor), idle)
  if (state.status === 'disabled') {
    return <p className="text-sm font-medium">Two-factor authentication is off.</p>
  }
  return (
    <form action={action} className="max-w-sm space-y-3">
      <p className="text-sm font-medium text-teal">Two-factor authentication is on.</p>
      <p className="text-sm text-slate-600">
        To turn it off, enter your password or a current code.
      </p>
      <TextInput
        id="disable-password"
        name="password"
        type="password"
        label="Current password"
        autoComplete="current-password"
      />
      <TextInput
        id="disable-code"
        name="code"
        label="Or a code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Button type="submit" variant="destructive" disabled={pending}>
        Turn off two-factor authentication
      </Button>
    </form>
  )
}
