'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'sonner'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { verifyTwoFactor } from '@/lib/account/verify-two-factor'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

/** The second sign-in step for staff with two-factor: an app code or a backup code. */
export function TwoFactorChallenge({ next }: { next: string | null }) {
  const t = useTranslations('admin.auth')
  const authText = useAuthText()
  const [method, setMethod] = useState<'totp' | 'backup'>('totp')
  // A success redirects to the portal (verifyTwoFactor).
  const { onSubmit, pending } = useStaffForm(verifyTwoFactor, {
    onFailure: (failure) => {
      if (failure.code === 'error') toast.error(t('login.error'))
      else toast.error(t('login.failed'), { description: authText.failure(failure) })
    },
  })
  const totp = method === 'totp'
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <h2 className="text-base font-semibold">{t('twoFactor.heading')}</h2>
      <p className="text-sm text-slate-600">
        {totp ? t('twoFactor.totpIntro') : t('twoFactor.backupIntro')}
      </p>
      <input type="hidden" name="method" value={method} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextInput
        key={method}
        id="two-factor-code"
        name="code"
        label={totp ? t('twoFactor.totpLabel') : t('twoFactor.backupLabel')}
        dir="ltr"
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        required
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <button
        type="button"
        className="text-sm font-medium text-teal underline"
        onClick={() => setMethod(totp ? 'backup' : 'totp')}
      >
        {totp ? t('twoFactor.useBackup') : t('twoFactor.useApp')}
      </button>
    </form>
  )
}
