'use client'

import { useEffect } from 'react'
import { toast } from 'sonner'

/** Back on the sign-in page after a reset: say the new password is set. */
export function ResetDoneToast() {
  useEffect(() => {
    toast.success('Password updated', { description: 'Sign in with your new password' })
  }, [])
  return null
}
