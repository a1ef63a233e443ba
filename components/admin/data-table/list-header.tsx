import { Plus } from 'lucide-react'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'

/** A list's title and its 'Add …' button. */
export function ListHeader({
  title,
  addHref,
  addLabel,
}: {
  title: string
  addHref: string
  addLabel: string
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Link href={addHref} className={buttonClass()}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Link>
    </div>
  )
}

/** 'N result(s)' ('10,000+' past a counting cap), announced when a search changes it. */
export async function ResultCount({ total, more = false }: { total: number; more?: boolean }) {
  const t = await getAdminTranslations()
  return (
    <p className="text-sm text-slate-600" role="status">
      {more
        ? t('table.resultsMore', { total: total.toLocaleString('en') })
        : t('table.results', { n: total, total: String(total) })}
    </p>
  )
}
