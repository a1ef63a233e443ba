'use client'

import { useActionState, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import { verifyTwoFactor } from '@/lib/account/verify-two-factor'
import { TextInput } from './text-input'

/** The second sign-in step for staff with two-factor: an app code or a backup code. */
export function TwoFactorChallenge() {
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
    if (result.code === 'error') toast.error('An error occurred')
    else toast.error('Login failed', { description: result.message })
  }, [state])
  const totp = method === 'totp'
  return (
    <form action={action} className="space-y-4">
      <h2 className="text-base font-semibold">Two-factor authentication</h2>
      <p className="text-sm text-slate-600">
        {totp
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your backup codes.'}
      </p>
      <input type="hidden" name="method" value={method} />
      <TextInput
        key={method}
        id="two-factor-code"
        name="code"
        label={totp ? 'Authentication code' : 'Backup code'}
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        required
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <button
        type="button"
        className="text-sm font-medium text-teal underline"
        onClick={() => setMethod(totp ? 'backup' : 'totp')}
      >
        {totp ? 'Use a backup code instead' : 'Use the authenticator app instead'}
      </button>
    </form>
  )
}
