import type { Metadata } from 'next'
import { Suspense, type ReactNode } from 'react'
import { LoadingTable } from '@/components/admin/data-table/admin-table'
import { ListHeader, ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { ListSearch } from '@/components/admin/data-table/list-search'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { listHref } from '@/lib/admin/list-href'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import { listQuery, type ListPage, type ListQuery } from '@/lib/validation/paging'
import type { ServerT } from '../server-t'

/** Each section's record kind, as readListGaps names it. */
const KINDS = { developers: 'developer', projects: 'project' } as const

type ContentList<Row extends { id: string }> = {
  /** Its address under /admin, its title and its texts' part of the catalogue. */
  section: keyof typeof KINDS
  headers: (t: ServerT) => string[]
  list: (query: ListQuery & { viewer: Viewer }) => Promise<ListPage<Row>>
  Table: (props: { rows: (Row & { gaps?: BilingualGaps })[] }) => Promise<ReactNode>
}

type ListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A content list's route (developers, projects): its title, and its page for staff with the
 * content permission: header, search, the rows with what each lacks, pages.
 */
export function contentListRoute<Row extends { id: string }>(list: ContentList<Row>) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getAdminTranslations()
    return { title: t(`common.sections.${list.section}`) }
  }
  async function ContentListPage({ searchParams }: ListPageProps) {
    const { viewer, denied } = await guardPage('content')
    if (!viewer) return denied
    const t = await getAdminTranslations()
    const query = listQuery(await searchParams)
    const path = `/admin/${list.section}`
    const title = t(`common.sections.${list.section}`)
    return (
      <div className="space-y-4">
        <ListHeader
          title={title}
          addHref={`${path}/new`}
          addLabel={t(`content.${list.section}.add`)}
        />
        <ListSearch
          action={path}
          search={query.search}
          label={t(`content.${list.section}.search`)}
        />
        <Suspense
          key={JSON.stringify(query)}
          fallback={<LoadingTable caption={title} headers={list.headers(t)} />}
        >
          <Results list={list} viewer={viewer} query={query} path={path} />
        </Suspense>
      </div>
    )
  }
  return { generateMetadata, Page: ContentListPage }
}

async function Results<Row extends { id: string }>({
  list,
  viewer,
  query,
  path,
}: {
  list: ContentList<Row>
  viewer: Viewer
  query: ListQuery
  path: string
}) {
  const { rows, total, page, pageCount } = await list.list({ viewer, ...query })
  const gaps = await readListGaps({
    viewer,
    kind: KINDS[list.section],
    ids: rows.map((row) => row.id),
  })
  const hrefFor = (target: number) => listHref(path, { q: query.search, page: target })
  const { Table } = list
  return (
    <>
      <ResultCount total={total} />
      <Table rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      <ListPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}
