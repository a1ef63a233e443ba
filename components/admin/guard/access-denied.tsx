import { ShieldAlert } from 'lucide-react'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'

const copy = {
  forbidden: { title: 'guard.forbiddenTitle', message: 'guard.forbidden' },
  'admin-only': { title: 'guard.adminOnlyTitle', message: 'guard.adminOnly' },
} as const

/** Spec §5 route guard answers for signed-in people without the needed role. */
export async function AccessDenied({ denial }: { denial: 'forbidden' | 'admin-only' }) {
  const t = await getAdminTranslations()
  const { title, message } = copy[denial]
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <ShieldAlert className="mx-auto size-10 text-red-700" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold">{t(`errors.${title}`)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t(`errors.${message}`)}</p>
    </div>
  )
}
