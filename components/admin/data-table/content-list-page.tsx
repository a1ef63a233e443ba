import { Suspense, type ReactNode } from 'react'
import { LoadingTable } from '@/components/admin/data-table/admin-table'
import { ListHeader, ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { ListSearch } from '@/components/admin/data-table/list-search'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { listHref } from '@/lib/admin/list-href'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import type { ListPage, ListQuery } from '@/lib/validation/paging'

type ContentListProps<Row extends { id: string }> = {
  viewer: Viewer
  query: ListQuery
  /** The list's address (search and pages link to it; "Add" goes to `${path}/new`). */
  path: string
  kind: 'developer' | 'project'
  title: string
  addLabel: string
  searchLabel: string
  headers: string[]
  list: (query: ListQuery & { viewer: Viewer }) => Promise<ListPage<Row>>
  Table: (props: { rows: (Row & { gaps?: BilingualGaps })[] }) => Promise<ReactNode>
}

/** A content list (developers, projects): header, search, the rows with what each lacks, pages. */
export function ContentListPage<Row extends { id: string }>(props: ContentListProps<Row>) {
  const { query, path, title } = props
  return (
    <div className="space-y-4">
      <ListHeader title={title} addHref={`${path}/new`} addLabel={props.addLabel} />
      <ListSearch action={path} search={query.search} label={props.searchLabel} />
      <Suspense
        key={JSON.stringify(query)}
        fallback={<LoadingTable caption={title} headers={props.headers} />}
      >
        <Results {...props} />
      </Suspense>
    </div>
  )
}

async function Results<Row extends { id: string }>({
  viewer,
  query,
  path,
  kind,
  list,
  Table,
}: ContentListProps<Row>) {
  const { rows, total, page, pageCount } = await list({ viewer, ...query })
  const gaps = await readListGaps({ viewer, kind, ids: rows.map((row) => row.id) })
  const hrefFor = (target: number) => listHref(path, { q: query.search, page: target })
  return (
    <>
      <ResultCount total={total} />
      <Table rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      <ListPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}
