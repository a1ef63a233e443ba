import { redirect } from 'next/navigation'
import { AccessDenied } from '@/components/admin/guard/access-denied'
import { AdminNav } from '@/components/admin/shell/admin-nav'
import { MailBanner } from '@/components/admin/shell/mail-banner'
import { RegisterServiceWorker } from '@/components/admin/shell/register-service-worker'
import { UserMenu } from '@/components/admin/shell/user-menu'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { signInHere } from '@/lib/account/request-path'
import { TWO_FACTOR_SETUP_PATH } from '@/lib/account/two-factor-setup-path'
import { getViewer } from '@/lib/auth/get-viewer'
import { can, PERMISSIONS, type Permission } from '@/lib/auth/permissions'
import { countNewUnassigned } from '@/lib/lead-inbox/count-new-unassigned'
import { mailServer } from '@/lib/mail/mail-server'

/** Spec §2 admin shell: 'CMS Admin' sidebar (16rem), 'Admin Portal' header, user menu. */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer()
  if (!viewer) redirect(await signInHere())
  // An admin without two-factor sees nothing of the portal until it is on (its pages say so too).
  if (viewer.mustSetUpTwoFactor) redirect(TWO_FACTOR_SETUP_PATH)
  const [newLeads, t] = await Promise.all([countNewUnassigned({ viewer }), getAdminTranslations()])
  const allowed = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(viewer.role, p))
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_1fr]">
      <RegisterServiceWorker />
      <aside className="border-b border-slate-200 bg-white p-3 md:min-h-dvh md:border-e md:border-b-0 md:p-4">
        <p className="mb-3 px-3 text-lg font-semibold text-navy">{t('shell.brand')}</p>
        <nav aria-label={t('shell.sidebar')}>
          <AdminNav newLeads={newLeads} allowed={allowed} />
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 md:px-6">
          <p className="text-lg font-semibold">{t('shell.portal')}</p>
          <UserMenu email={viewer.email} role={viewer.role} />
        </header>
        {mailServer().configured || !can(viewer.role, 'content') ? null : (
          <MailBanner canConfigure={can(viewer.role, 'administration')} />
        )}
        <main className="p-4 md:p-6">
          {can(viewer.role, 'account') ? children : <AccessDenied denial="forbidden" />}
        </main>
      </div>
    </div>
  )
}
