import type { Metadata } from 'next'
import Link from 'next/link'
import { ResetPasswordForm } from '@/components/admin/auth/reset-password-form'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('auth.reset.title') }
}

type ResetPasswordPageProps = {
  searchParams: Promise<{ token?: string | string[]; invite?: string | string[] }>
}

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const [{ token, invite }, t] = await Promise.all([searchParams, getAdminTranslations()])
  const value = typeof token === 'string' ? token : ''
  // An admin's invitation uses the same link: the staff member chooses a first password.
  const invited = invite === '1'
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-6 text-xl font-semibold">
          {invited ? t('auth.reset.welcome') : t('auth.reset.title')}
        </h1>
        {invited && value ? (
          <p className="-mt-4 mb-4 text-sm text-slate-700">{t('auth.reset.welcomeIntro')}</p>
        ) : null}
        {value ? (
          <ResetPasswordForm token={value} />
        ) : (
          <p className="text-sm text-slate-700">
            {t.rich('auth.reset.incomplete', {
              link: (chunks) => (
                <Link href="/admin/login" className="font-medium text-teal underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </main>
  )
}
