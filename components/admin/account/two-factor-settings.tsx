'use client'

import { useTranslations } from 'next-intl'
import type { FormAction } from '@/components/forms/use-action-form'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
} from '@/lib/account/two-factor-settings'
import { TextInput } from '../auth/text-input'
import { useAuthText } from '../auth/use-auth-text'

/**
 * A two-factor step's form. It toasts as the answer arrives (useStaffForm), not from an
 * effect: enabling two-factor replaces the session, so the page re-renders with the 'turn off'
 * form and this one unmounts at once.
 */
function useTwoFactorForm<T>(action: FormAction<T>, success?: string) {
  const t = useTranslations('admin.account.twoFactor')
  const authText = useAuthText()
  return useStaffForm(action, {
    success: success ? () => success : undefined,
    failure: t('error'),
    toastFieldErrors: true,
    failureText: authText.failure,
  })
}

/** Enrol (password → QR code, secret and backup codes → first code) or turn two-factor off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return enabled ? <DisableTwoFactor /> : <EnrolTwoFactor />
}

function EnrolTwoFactor() {
  const t = useTranslations('admin.account.twoFactor')
  const start = useTwoFactorForm(startTwoFactorEnrolment)
  const confirm = useTwoFactorForm(confirmTwoFactorEnrolment, t('enabled'))
  const started = start.result
  if (confirm.result?.ok) {
    return <p className="text-sm font-medium text-teal">{t('isOn')}</p>
  }
  if (!started?.ok) {
    return (
      <form method="post" onSubmit={start.onSubmit} className="max-w-sm space-y-3">
        <p className="text-sm text-slate-600">{t('intro')}</p>
        <TextInput
          id="enrol-password"
          name="password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" disabled={start.pending}>
          {t('setUp')}
        </Button>
      </form>
    )
  }
  return (
    <EnrolmentSteps
      enrolment={started.data}
      confirm={confirm.onSubmit}
      confirming={confirm.pending}
    />
  )
}

type EnrolmentStepsProps = {
  enrolment: TwoFactorEnrolment
  confirm: (event: React.FormEvent<HTMLFormElement>) => void
  confirming: boolean
}

/** The QR code, secret and backup codes, and the first code that confirms them. */
function EnrolmentSteps({ enrolment: started, confirm, confirming }: EnrolmentStepsProps) {
  const t = useTranslations('admin.account.twoFactor')
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('scan')}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server */}
      <img src={started.qrDataUrl} alt={t('qrAlt')} width={200} height={200} />
      <p className="text-sm">
        {t('secret')}{' '}
        <code data-testid="totp-secret" dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5">
          {started.secret}
        </code>
      </p>
      <div>
        <p className="text-sm font-medium">{t('backupCodes')}</p>
        <ul
          data-testid="backup-codes"
          dir="ltr"
          className="mt-1 grid max-w-sm grid-cols-2 gap-1 font-mono text-sm"
        >
          {started.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <form method="post" onSubmit={confirm} className="max-w-sm space-y-3">
        <TextInput
          id="enrol-code"
          name="code"
          label={t('code')}
          dir="ltr"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <Button type="submit" disabled={confirming}>
          {t('confirm')}
        </Button>
      </form>
    </div>
  )
}

function DisableTwoFactor() {
  const t = useTranslations('admin.account.twoFactor')
  const { onSubmit, pending, result } = useTwoFactorForm(disableTwoFactor, t('disabled'))
  if (result?.ok) {
    return <p className="text-sm font-medium">{t('isOff')}</p>
  }
  return (
    <form method="post" onSubmit={onSubmit} className="max-w-sm space-y-3">
      <p className="text-sm font-medium text-teal">{t('isOn')}</p>
      <p className="text-sm text-slate-600">{t('turnOffIntro')}</p>
      <TextInput
        id="disable-password"
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="destructive" disabled={pending}>
        {t('turnOff')}
      </Button>
    </form>
  )
}
