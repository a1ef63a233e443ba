import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LoginForm } from '@/components/admin/auth/login-form'
import { ResetDoneToast } from '@/components/admin/auth/reset-done-toast'
import { getAdminTranslations } from '@/lib/account/get-admin-translations'
import { getViewer } from '@/lib/auth/get-viewer'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('auth.login.title') }
}

type LoginPageProps = { searchParams: Promise<{ reset?: string }> }

/** Spec §2: an already signed-in user goes straight to /admin. */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  if (await getViewer()) redirect('/admin')
  const [{ reset }, t] = await Promise.all([searchParams, getAdminTranslations()])
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{t('auth.login.heading')}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{t('auth.login.intro')}</p>
        <LoginForm />
        {reset === 'done' ? <ResetDoneToast /> : null}
      </div>
    </main>
  )
}
