import Link from 'next/link'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { listHref } from '@/lib/admin/list-href'

const KINDS = [
  { value: '', label: 'all' },
  { value: 'image', label: 'images' },
  { value: 'pdf', label: 'pdfs' },
] as const

/** All / Images / PDFs, as links so the filter works without JavaScript and can be shared. */
export async function MediaKindFilter({ kind, search }: { kind: string; search: string }) {
  const t = await getAdminTranslations()
  return (
    <nav
      aria-label={t('media.kinds.label')}
      className="flex gap-1 rounded-lg bg-slate-100 p-1 text-sm"
    >
      {KINDS.map(({ value, label }) => {
        const current = value === kind
        return (
          <Link
            key={label}
            href={listHref('/admin/media', { q: search, kind: value })}
            aria-current={current ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-md px-3 font-medium md:min-h-8 ${current ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink'}`}
          >
            {t(`media.kinds.${label}`)}
          </Link>
        )
      })}
    </nav>
  )
}
