import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LoadingTable } from '@/components/admin/data-table/admin-table'
import { ListHeader, ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { ListSearch } from '@/components/admin/data-table/list-search'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { Viewer } from '@/lib/auth/get-viewer'
import { ProjectFilter } from '@/components/admin/units/project-filter'
import { UnitTable, unitHeaders } from '@/components/admin/units/unit-table'
import { listHref } from '@/lib/admin/list-href'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import { listQuery } from '@/lib/validation/paging'
import { listProjectOptions } from '@/lib/admin/projects/list-projects'
import { listUnits, type UnitListQuery } from '@/lib/admin/units/list-units'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.units') }
}

type ListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function UnitsPage({ searchParams }: ListPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const params = await searchParams
  const project = typeof params.project === 'string' ? params.project : ''
  const query: UnitListQuery = { ...listQuery(params), projectId: project || null }
  const [projects, t] = await Promise.all([listProjectOptions({ viewer }), getAdminTranslations()])
  return (
    <div className="space-y-4">
      <ListHeader
        title={t('common.sections.units')}
        addHref={
          project ? `/admin/units/new?project=${encodeURIComponent(project)}` : '/admin/units/new'
        }
        addLabel={t('content.units.add')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          action="/admin/units"
          search={query.search}
          label={t('content.units.search')}
          keep={project ? { project } : {}}
        />
        <ProjectFilter projects={projects} selected={project} search={query.search} />
      </div>
      <Suspense
        key={JSON.stringify(query)}
        fallback={<LoadingTable caption={t('common.sections.units')} headers={unitHeaders(t)} />}
      >
        <UnitResults viewer={viewer} query={query} />
      </Suspense>
    </div>
  )
}

async function UnitResults({ viewer, query }: { viewer: Viewer; query: UnitListQuery }) {
  const { rows, total, page, pageCount } = await listUnits({ viewer, ...query })
  const gaps = await readListGaps({ viewer, kind: 'unit', ids: rows.map((row) => row.id) })
  const hrefFor = (target: number) =>
    listHref('/admin/units', { q: query.search, project: query.projectId ?? '', page: target })
  return (
    <>
      <ResultCount total={total} />
      <UnitTable rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      <ListPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}
