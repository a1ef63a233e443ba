import type { Metadata } from 'next'
import Link from 'next/link'
import { ActivityFilterForm } from '@/components/admin/activity/activity-filter-form'
import { ActivityTable } from '@/components/admin/activity/activity-table'
import { ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { activityHref, parseActivityFilters } from '@/lib/activity/activity-filters'
import { visibleEntityTypes } from '@/lib/activity/activity-visibility'
import { listActivity } from '@/lib/activity/list-activity'
import { listActivityActors } from '@/lib/activity/list-activity-actors'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.activity') }
}

type ActivityPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Who changed what and when, newest first; filters by user, kind of record and Cairo days. */
export default async function ActivityLogPage({ searchParams }: ActivityPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const filters = parseActivityFilters(await searchParams)
  const [actors, { rows, total, more, page, pageCount }, t] = await Promise.all([
    listActivityActors({ viewer }),
    listActivity({ viewer, filters }),
    getAdminTranslations(),
  ])
  const filtered = Boolean(
    filters.actor || filters.type || filters.entity || filters.from || filters.to,
  )
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('common.sections.activity')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('activity.intro')}</p>
      </div>
      <ActivityFilterForm
        filters={filters}
        users={actors.map((actor) => ({
          value: actor.id,
          label: `${actor.name} (${actor.email})`,
        }))}
        types={visibleEntityTypes(viewer.role).map((type) => ({
          value: type,
          label: t(`common.records.${type}`),
        }))}
      />
      {filters.entity ? (
        <p className="text-sm text-slate-700">
          {t('activity.oneRecord')}{' '}
          <Link
            href={activityHref(filters, { entity: null, page: 1 })}
            className="font-medium text-navy underline underline-offset-2"
          >
            {t('activity.showAll')}
          </Link>
        </p>
      ) : null}
      <ResultCount total={total} more={more} />
      <ActivityTable
        rows={rows}
        emptyText={filtered ? t('activity.emptyFiltered') : t('activity.empty')}
      />
      <ListPagination
        page={page}
        pageCount={pageCount}
        more={more}
        hrefFor={(target) => activityHref(filters, { page: target })}
      />
    </div>
  )
}
