'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { verifyTwoFactor } from '@/lib/account/verify-two-factor'
import { TextInput } from './text-input'
import { useAuthText } from './use-auth-text'

/** The second sign-in step for staff with two-factor: an app code or a backup code. */
export function TwoFactorChallenge() {
  const t = useTranslations('admin.auth')
  const authText = useAuthText()
  const [method, setMethod] = useState<'totp' | 'backup'>('totp')
  const [state, action, pending] = useActionState(
    async (previous: { result: ActionResult } | null, formData: FormData) => ({
      result: await verifyTwoFactor(previous?.result ?? null, formData),
    }),
    null,
  )
  useEffect(() => {
    const result = state?.result
    if (!result || result.ok) return
    if (result.code === 'error') toast.error(t('login.error'))
    else toast.error(t('login.failed'), { description: authText.failure(result) })
    // Once per answer: the words are of the language the page was drawn in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const totp = method === 'totp'
  return (
    <form action={action} className="space-y-4">
      <h2 className="text-base font-semibold">{t('twoFactor.heading')}</h2>
      <p className="text-sm text-slate-600">
        {totp ? t('twoFactor.totpIntro') : t('twoFactor.backupIntro')}
      </p>
      <input type="hidden" name="method" value={method} />
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
