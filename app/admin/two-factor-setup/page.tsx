import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { EnrolTwoFactor } from '@/components/admin/account/two-factor-settings'
import { SetupSignOut } from '@/components/admin/account/setup-sign-out'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { requiresTwoFactor } from '@/lib/auth/requires-two-factor'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('account.setup.title') }
}

/**
 * Where an admin without two-factor is held (their grace sign-in lands here; every other admin
 * page sends them here) until it is on, and where an admin moves it to a new device. Outside
 * the portal's shell: nothing else is open to them meanwhile but signing out.
 */
export default async function TwoFactorSetupPage() {
  const { viewer, denied } = await guardPage('twoFactor')
  if (!viewer) return <main className="p-4 md:p-6">{denied}</main>
  const newDevice = viewer.twoFactorEnabled
  if (!requiresTwoFactor(viewer.role)) redirect('/admin/account#two-factor')
  const t = await getAdminTranslations()
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-lg space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{t('account.setup.title')}</h1>
        <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          {newDevice ? (
            <p>{t('account.setup.newDeviceWhy')}</p>
          ) : (
            <>
              <p>{t('account.setup.why')}</p>
              <p>{t('account.setup.grace')}</p>
            </>
          )}
        </div>
        <EnrolTwoFactor home="/admin" />
        <div className="border-t border-slate-200 pt-4">
          <SetupSignOut />
        </div>
      </div>
    </main>
  )
}
