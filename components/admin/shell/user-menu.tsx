'use client'

import { Languages, LogOut, User, UserCog } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { setAdminLanguageAction } from '@/lib/account/set-admin-language'
import { signOut } from '@/lib/account/sign-out'
import type { Role } from '@/lib/enums/roles'

const roleTone: Record<Role, BadgeTone> = {
  admin: 'admin',
  moderator: 'moderator',
  sales: 'sales',
  user: 'neutral',
}

/**
 * Spec §2 user menu: initials avatar, e-mail, role badge; My Account, Profile, the portal in
 * the other language (this page again, in it), Sign Out.
 */
export function UserMenu({ email, role }: { email: string; role: Role }) {
  const router = useRouter()
  const t = useTranslations('admin.shell')
  const failureText = useFailureText()
  const locale = useLocale()
  // Menu items, not a form's buttons: each posts its fields through the hook.
  const signingOut = useStaffForm(signOut, {
    success: () => t('userMenu.signedOut'),
    onSuccess: () => router.push('/admin/login'),
    refresh: true,
    failure: t('userMenu.signOutFailed'),
  })
  const switching = useStaffForm(setAdminLanguageAction, {
    refresh: true,
    onFailure: (failure) => toast.error(failureText(failure)),
  })
  const pending = signingOut.pending || switching.pending
  const signOutNow = () => signingOut.submit(new FormData())
  const switchLanguage = () =>
    switching.submit(formDataOf({ locale: locale === 'ar' ? 'en' : 'ar' }))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-teal"
        aria-label={t('userMenu.open', { email })}
      >
        <span
          aria-hidden
          dir="ltr"
          className="flex size-11 items-center justify-center rounded-full bg-teal md:size-9 text-sm font-semibold text-white"
        >
          {email.slice(0, 2).toUpperCase()}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="px-2.5 py-2">
          <span className="block truncate text-sm font-medium text-ink">{email}</span>
          <span className="mt-1 block">
            <Badge tone={roleTone[role]}>{t(`roles.${role}`)}</Badge>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => router.push('/admin/account')}>
          <UserCog className="size-4" aria-hidden /> {t('userMenu.myAccount')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => router.push('/admin/account#profile')}>
          <User className="size-4" aria-hidden /> {t('userMenu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={pending} onSelect={switchLanguage}>
          <Languages className="size-4" aria-hidden />
          <span lang={locale === 'ar' ? 'en' : 'ar'}>{t('userMenu.switchTo')}</span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={signOutNow}>
          <LogOut className="size-4" aria-hidden /> {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
