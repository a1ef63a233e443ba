'use client'

import { useActionState, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import type { ActionResult } from '@/lib/actions/action-result'
import { requestPasswordReset } from '@/lib/account/request-password-reset'
import { TextInput } from './text-input'

/** 'Forgot Password': asks for the e-mail and sends a reset link (spec §2, §8). */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false)
  const [state, action, pending] = useActionState(
    async (previous: { result: ActionResult } | null, formData: FormData) => {
      const result = await requestPasswordReset(previous?.result ?? null, formData)
      if (result.ok) setOpen(false)
      // A new object per answer, so the same answer twice toasts twice.
      return { result }
    },
    null,
  )
  useEffect(() => {
    if (!state) return
    if (state.result.ok) {
      toast.success('Password reset email sent', {
        description: 'Check your email for the reset link',
      })
    } else toast.error('Reset failed', { description: state.result.message })
  }, [state])
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="text-sm font-medium text-teal underline">
        Forgot Password
      </DialogTrigger>
      <DialogContent
        title="Forgot Password"
        description="Enter your email and we will send you a link to reset your password."
      >
        <form action={action} className="space-y-4">
          <TextInput
            id="reset-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
