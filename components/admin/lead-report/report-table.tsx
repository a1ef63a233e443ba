import Link from 'next/link'

export type ReportColumn = { header: string; numeric?: boolean }

/**
 * A report table in a frame that scrolls sideways on a phone (the page itself never does).
 * The frame is a named, focusable region so keyboard users can scroll it too.
 */
export function ReportTable(props: {
  id: string
  caption: string
  columns: ReportColumn[]
  empty: string
  /** Off when a heading just above already says it (the caption stays for screen readers). */
  showCaption?: boolean
  children: React.ReactNode[]
}) {
  const captionId = `${props.id}-caption`
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
    >
      <table className="w-full text-sm">
        <caption
          id={captionId}
          className={
            props.showCaption === false
              ? 'sr-only'
              : 'px-4 pt-3 pb-2 text-start text-sm font-semibold text-slate-700'
          }
        >
          {props.caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            {props.columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 align-bottom font-semibold ${column.numeric ? 'text-end' : 'text-start'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.children.length ? (
            props.children
          ) : (
            <tr>
              <td colSpan={props.columns.length} className="px-3 py-6 text-center text-slate-600">
                {props.empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

/** The row's name (a rep, a project, a utm value), a link to its leads in the inbox if any. */
export function RowHeader({ label, href }: { label: string; href: string | null }) {
  return (
    <th
      scope="row"
      className="max-w-64 min-w-36 px-3 py-2 text-start font-medium break-words"
      dir="auto"
    >
      {href ? (
        <Link
          href={href}
          className="inline-flex min-h-11 items-center text-teal underline md:min-h-0"
        >
          <bdi>{label}</bdi>
        </Link>
      ) : (
        <bdi>{label}</bdi>
      )}
    </th>
  )
}

/** A figure cell: digits aligned to the end of the cell, so they line up. */
export function FigureCell({ children }: { children: React.ReactNode }) {
  return <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{children}</td>
}
