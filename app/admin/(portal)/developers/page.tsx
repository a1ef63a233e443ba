import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LoadingTable } from '@/components/admin/data-table/admin-table'
import { ListHeader, ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { ListSearch } from '@/components/admin/data-table/list-search'
import { DeveloperTable, developerHeaders } from '@/components/admin/developers/developer-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/account/get-admin-translations'
import type { Viewer } from '@/lib/auth/get-viewer'
import { listDevelopers } from '@/lib/admin/developers/list-developers'
import { listHref } from '@/lib/admin/list-href'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import { listQuery, type ListQuery } from '@/lib/validation/paging'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.developers') }
}

type ListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DevelopersPage({ searchParams }: ListPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const query = listQuery(await searchParams)
  const t = await getAdminTranslations()
  return (
    <div className="space-y-4">
      <ListHeader
        title={t('common.sections.developers')}
        addHref="/admin/developers/new"
        addLabel={t('content.developers.add')}
      />
      <ListSearch
        action="/admin/developers"
        search={query.search}
        label={t('content.developers.search')}
      />
      <Suspense
        key={JSON.stringify(query)}
        fallback={
          <LoadingTable caption={t('common.sections.developers')} headers={developerHeaders(t)} />
        }
      >
        <DeveloperResults viewer={viewer} query={query} />
      </Suspense>
    </div>
  )
}

async function DeveloperResults({ viewer, query }: { viewer: Viewer; query: ListQuery }) {
  const { rows, total, page, pageCount } = await listDevelopers({ viewer, ...query })
  const gaps = await readListGaps({ viewer, kind: 'developer', ids: rows.map((row) => row.id) })
  const hrefFor = (target: number) =>
    listHref('/admin/developers', { q: query.search, page: target })
  return (
    <>
      <ResultCount total={total} />
      <DeveloperTable rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      <ListPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}
