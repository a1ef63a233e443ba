'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { signOut } from '@/lib/account/sign-out'

/** The two-factor set-up page's way out (it has no portal shell, so no user menu). */
export function SetupSignOut() {
  const router = useRouter()
  const t = useTranslations('admin')
  const { onSubmit, pending } = useStaffForm(signOut, {
    success: () => t('shell.userMenu.signedOut'),
    onSuccess: () => router.push('/admin/login'),
    failure: t('shell.userMenu.signOutFailed'),
  })
  return (
    <form method="post" onSubmit={onSubmit}>
      <Button type="submit" variant="ghost" disabled={pending}>
        {t('account.setup.signOut')}
      </Button>
    </form>
  )
}
