'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { toast } from 'sonner'

/** Back on the sign-in page after a reset: say the new password is set. */
export function ResetDoneToast() {
  const t = useTranslations('admin.auth.reset')
  const title = t('done')
  const description = t('doneDescription')
  useEffect(() => {
    toast.success(title, { description })
  }, [title, description])
  return null
}
