'use client'

import { useTranslations } from 'next-intl'
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
import { useAuthText } from '../auth/use-auth-text'

type SettingsAction<T> = (
  previous: ActionResult<T> | null,
  formData: FormData,
) => Promise<ActionResult<T>>

/**
 * Toasts as each answer arrives rather than from an effect: enabling two-factor replaces the
 * session, so the page re-renders with the 'turn off' form and this one unmounts at once.
 */
function useWithToasts() {
  const t = useTranslations('admin.account.twoFactor')
  const authText = useAuthText()
  return <T,>(action: SettingsAction<T>, success?: string): SettingsAction<T> =>
    async (previous, formData) => {
      const next = await action(previous, formData)
      if (!next.ok) toast.error(t('error'), { description: authText.failure(next) })
      else if (success) toast.success(success)
      return next
    }
}

/** Enrol (password → QR code, secret and backup codes → first code) or turn two-factor off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return enabled ? <DisableTwoFactor /> : <EnrolTwoFactor />
}

function EnrolTwoFactor() {
  const t = useTranslations('admin.account.twoFactor')
  const withToasts = useWithToasts()
  const [started, start, starting] = useActionState(withToasts(startTwoFactorEnrolment), null)
  const [confirmed, confirm, confirming] = useActionState(
    withToasts(confirmTwoFactorEnrolment, t('enabled')),
    null,
  )
  if (confirmed?.ok) {
    return <p className="text-sm font-medium text-teal">{t('isOn')}</p>
  }
  if (!started?.ok) {
    return (
      <form action={start} className="max-w-sm space-y-3">
        <p className="text-sm text-slate-600">{t('intro')}</p>
        <TextInput
          id="enrol-password"
          name="password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" disabled={starting}>
          {t('setUp')}
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
      <form action={confirm} className="max-w-sm space-y-3">
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
  const withToasts = useWithToasts()
  const [state, action, pending] = useActionState(withToasts(disableTwoFactor, t('disabled')), null)
  if (state?.ok) {
    return <p className="text-sm font-medium">{t('isOff')}</p>
  }
  return (
    <form action={action} className="max-w-sm space-y-3">
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
