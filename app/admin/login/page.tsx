import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LoginForm } from '@/components/admin/auth/login-form'
import { ResetDoneToast } from '@/components/admin/auth/reset-done-toast'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { returnPath } from '@/lib/account/return-path'
import { getViewer } from '@/lib/auth/get-viewer'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('auth.login.title') }
}

type LoginPageProps = { searchParams: Promise<{ reset?: string; next?: string | string[] }> }

/**
 * Spec §2: an already signed-in user goes straight to /admin, or to the admin page that sent
 * them here (`next`: a path of the admin only, return-path.ts).
 */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const [params, t] = await Promise.all([searchParams, getAdminTranslations()])
  const next = returnPath(params.next)
  if (await getViewer()) redirect(next ?? '/admin')
  const { reset } = params
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{t('auth.login.heading')}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{t('auth.login.intro')}</p>
        <LoginForm next={next} />
        {reset === 'done' ? <ResetDoneToast /> : null}
      </div>
    </main>
  )
}
