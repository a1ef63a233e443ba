import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { ClickableRow } from './clickable-row'

export type Column<Row> = {
  header: string
  cell: (row: Row) => React.ReactNode
  /** Hidden from the row's click target (the actions menu). */
  interactive?: boolean
}

export type AdminTableProps<Row> = {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  editHref: (row: Row) => string
}

const cellClass = 'px-4 py-3 align-middle'

/** Spec §2 shared table: clicking a row opens its edit screen; 'No results found' when empty. */
export async function AdminTable<Row extends { id: string }>(props: AdminTableProps<Row>) {
  const t = await getAdminTranslations()
  return (
    <TableFrame caption={props.caption} headers={props.columns.map((c) => c.header)}>
      {props.rows.length === 0 ? (
        <MessageRow span={props.columns.length}>{t('common.noResults')}</MessageRow>
      ) : (
        props.rows.map((row) => (
          <ClickableRow key={row.id} href={props.editHref(row)}>
            {props.columns.map((column) => (
              <td
                key={column.header}
                className={cellClass}
                data-row-action={column.interactive ? '' : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </ClickableRow>
        ))
      )}
    </TableFrame>
  )
}

export function TableFrame({
  caption,
  headers,
  children,
}: {
  caption: string
  headers: string[]
  children: React.ReactNode
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 text-start font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

export function MessageRow({ span, children }: { span: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="px-4 py-10 text-center text-slate-600">
        {children}
      </td>
    </tr>
  )
}

/** Shown while a search or page loads (spec 'Loading...' row). */
export async function LoadingTable({ caption, headers }: { caption: string; headers: string[] }) {
  const t = await getAdminTranslations()
  return (
    <TableFrame caption={caption} headers={headers}>
      <MessageRow span={headers.length}>
        <span role="status">{t('common.loading')}</span>
      </MessageRow>
    </TableFrame>
  )
}
