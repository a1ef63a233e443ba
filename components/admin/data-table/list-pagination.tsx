import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'

export type ListPaginationProps = {
  page: number
  pageCount: number
  /** The list URL for a page, keeping the search and filter. */
  hrefFor: (page: number) => string
  /** There are more pages than counted ("Page 1 of 500+"). */
  more?: boolean
}

/** Previous / Next with 'Page X of Y' (spec §2); the ends are disabled. */
export async function ListPagination({
  page,
  pageCount,
  hrefFor,
  more = false,
}: ListPaginationProps) {
  const t = await getAdminTranslations()
  const link = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={hrefFor(target)} className={buttonClass('outline', 'sm')}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${buttonClass('outline', 'sm')} opacity-50`}>
        {label}
      </span>
    )
  return (
    <nav aria-label={t('table.pagination')} className="flex items-center justify-end gap-3 text-sm">
      {link(page - 1, t('table.previous'), page > 1)}
      <span>
        {more
          ? t('table.pageMore', { page: String(page), pageCount: String(pageCount) })
          : t('table.page', { page: String(page), pageCount: String(pageCount) })}
      </span>
      {link(page + 1, t('table.next'), page < pageCount || more)}
    </nav>
  )
}
