import type { Metadata } from 'next'
import Link from 'next/link'
import { ResetPasswordForm } from '@/components/admin/auth/reset-password-form'

export const metadata: Metadata = { title: 'Reset Password' }

type ResetPasswordPageProps = {
  searchParams: Promise<{ token?: string | string[]; invite?: string | string[] }>
}

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token, invite } = await searchParams
  const value = typeof token === 'string' ? token : ''
  // An admin's invitation uses the same link: the staff member chooses a first password.
  const invited = invite === '1'
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-6 text-xl font-semibold">
          {invited ? 'Welcome to Masar Admin' : 'Reset Password'}
        </h1>
        {invited && value ? (
          <p className="-mt-4 mb-4 text-sm text-slate-700">
            Choose the password you will sign in with.
          </p>
        ) : null}
        {value ? (
          <ResetPasswordForm token={value} />
        ) : (
          <p className="text-sm text-slate-700">
            This reset link is incomplete. Ask for a new one from the{' '}
            <Link href="/admin/login" className="font-medium text-teal underline">
              sign-in page
            </Link>
            .
          </p>
        )}
      </div>
    </main>
  )
}
