'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import type { FormAction } from '@/components/forms/use-action-form'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button, buttonClass } from '@/components/ui/button'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  type TwoFactorConfirmed,
  type TwoFactorEnrolment,
} from '@/lib/account/two-factor-settings'
import { TWO_FACTOR_SETUP_PATH } from '@/lib/account/two-factor-setup-path'
import { TextInput } from '../auth/text-input'
import { useAuthText } from '../auth/use-auth-text'

/**
 * A two-factor step's form. It toasts as the answer arrives (useStaffForm), not from an
 * effect: enabling two-factor replaces the session, so the page re-renders with the 'turn off'
 * form and this one unmounts at once.
 */
function useTwoFactorForm<T>(
  action: FormAction<T>,
  success?: (data: T) => string | { title: string; description?: string },
  onSuccess?: () => void,
) {
  const common = useTranslations('admin.common')
  const authText = useAuthText()
  return useStaffForm(action, {
    success,
    onSuccess,
    failure: common('error'),
    toastFieldErrors: true,
    failureText: authText.failure,
  })
}

type TwoFactorSettingsProps = {
  enabled: boolean
  /** Required of this account (an admin's): it cannot be turned off, only moved to a new device. */
  required: boolean
}

/**
 * Enrol (password → QR code, secret and backup codes → first code) or turn two-factor off;
 * where it is required, a new device instead of turning it off.
 */
export function TwoFactorSettings({ enabled, required }: TwoFactorSettingsProps) {
  if (enabled && required) return <RequiredTwoFactor />
  return enabled ? <DisableTwoFactor /> : <EnrolTwoFactor />
}

/**
 * Password → QR code → first code (My Account, and the set-up page an admin without two-factor
 * is held on). `home`: where to go once it is on (the set-up page opens the portal).
 */
export function EnrolTwoFactor({ home }: { home?: string }) {
  const t = useTranslations('admin.account.twoFactor')
  const router = useRouter()
  const start = useTwoFactorForm(startTwoFactorEnrolment)
  const confirm = useTwoFactorForm(
    confirmTwoFactorEnrolment,
    ({ othersSignedOut }: TwoFactorConfirmed) =>
      othersSignedOut ? { title: t('enabled'), description: t('othersSignedOut') } : t('enabled'),
    home ? () => router.push(home) : undefined,
  )
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
        <code
          data-testid="totp-secret"
          dir="ltr"
          className="rounded bg-slate-100 px-1.5 py-0.5 break-all"
        >
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
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="signOutOthers"
            aria-describedby="enrol-sign-out-hint"
            className="size-5 accent-teal"
          />
          {t('signOutOthers')}
        </label>
        <p id="enrol-sign-out-hint" className="-mt-3 text-xs text-slate-600">
          {t('signOutOthersHint')}
        </p>
        <Button type="submit" disabled={confirming}>
          {t('confirm')}
        </Button>
      </form>
    </div>
  )
}

/** On, and required of this account: it moves to a new device instead of turning off. */
function RequiredTwoFactor() {
  const t = useTranslations('admin.account.twoFactor')
  return (
    <div className="max-w-sm space-y-3">
      <p className="text-sm font-medium text-teal">{t('isOn')}</p>
      <p className="text-sm text-slate-600">
        {t('required')} {t('newDeviceIntro')}
      </p>
      <Link href={TWO_FACTOR_SETUP_PATH} className={buttonClass('outline')}>
        {t('newDevice')}
      </Link>
    </div>
  )
}

function DisableTwoFactor() {
  const t = useTranslations('admin.account.twoFactor')
  const { onSubmit, pending, result } = useTwoFactorForm(disableTwoFactor, () => t('disabled'))
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
