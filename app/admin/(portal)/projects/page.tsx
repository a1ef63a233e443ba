import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LoadingTable } from '@/components/admin/data-table/admin-table'
import { ListHeader, ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { ListSearch } from '@/components/admin/data-table/list-search'
import { ProjectTable, projectHeaders } from '@/components/admin/projects/project-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/account/get-admin-translations'
import type { Viewer } from '@/lib/auth/get-viewer'
import { listProjects } from '@/lib/admin/projects/list-projects'
import { listHref } from '@/lib/admin/list-href'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import { listQuery, type ListQuery } from '@/lib/validation/paging'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.projects') }
}

type ListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ProjectsPage({ searchParams }: ListPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const query = listQuery(await searchParams)
  const t = await getAdminTranslations()
  return (
    <div className="space-y-4">
      <ListHeader
        title={t('common.sections.projects')}
        addHref="/admin/projects/new"
        addLabel={t('content.projects.add')}
      />
      <ListSearch
        action="/admin/projects"
        search={query.search}
        label={t('content.projects.search')}
      />
      <Suspense
        key={JSON.stringify(query)}
        fallback={
          <LoadingTable caption={t('common.sections.projects')} headers={projectHeaders(t)} />
        }
      >
        <ProjectResults viewer={viewer} query={query} />
      </Suspense>
    </div>
  )
}

async function ProjectResults({ viewer, query }: { viewer: Viewer; query: ListQuery }) {
  const { rows, total, page, pageCount } = await listProjects({ viewer, ...query })
  const gaps = await readListGaps({ viewer, kind: 'project', ids: rows.map((row) => row.id) })
  const hrefFor = (target: number) => listHref('/admin/projects', { q: query.search, page: target })
  return (
    <>
      <ResultCount total={total} />
      <ProjectTable rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      <ListPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}
