import Link from 'next/link'
import { ClickableRow } from '@/components/admin/data-table/clickable-row'
import { MessageRow } from '@/components/admin/data-table/admin-table'
import { formatCairoClock, formatCairoDate } from '@/lib/i18n/business-time'
import {
  DEFAULT_FILTERS,
  leadsHref,
  type LeadFilters,
  type LeadSort,
} from '@/lib/lead-inbox/lead-filters'
import type { LeadRow } from '@/lib/lead-inbox/list-leads'
import { LeadStatusBadge } from './lead-status-badge'
import { NextActionLine } from './next-action-line'
import { WaitingClock } from './waiting-clock'

export type LeadTableProps = {
  rows: LeadRow[]
  filters: LeadFilters
  now: Date
}

type Header = { label: string; sort?: LeadSort; wide?: boolean }

const HEADERS: Header[] = [
  { label: 'Lead', sort: 'name' },
  { label: 'Project', wide: true },
  { label: 'Stage', sort: 'status' },
  { label: 'Assignee', wide: true },
  { label: 'Source', wide: true },
  { label: 'Received', sort: 'received' },
]

const cell = (wide?: boolean) => `px-3 py-3 align-top md:px-4 ${wide ? 'hidden md:table-cell' : ''}`

/** A header that sorts the list by its column (again: the other way round). */
function SortHeader({ header, filters }: { header: Header; filters: LeadFilters }) {
  if (!header.sort) return <>{header.label}</>
  const active = filters.sort === header.sort
  const dir = active && filters.dir === 'desc' ? 'asc' : 'desc'
  return (
    <Link
      href={leadsHref(filters, { sort: header.sort, dir, page: 1 })}
      className="inline-flex min-h-11 items-center gap-1 hover:underline md:min-h-0"
    >
      {header.label}
      <span aria-hidden>{active ? (filters.dir === 'desc' ? '↓' : '↑') : ''}</span>
      <span className="sr-only">
        {active ? `, sorted ${filters.dir === 'desc' ? 'descending' : 'ascending'}` : ', sort'}
      </span>
    </Link>
  )
}

function source(row: LeadRow) {
  if (row.hasClickId) return 'Google Ads'
  return row.utmSource ?? 'Direct'
}

/** The inbox rows: who, which project, stage (flagged when New too long), who has it, when. */
export function LeadTable({ rows, filters, now }: LeadTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">Leads</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header.label}
                scope="col"
                aria-sort={
                  header.sort && filters.sort === header.sort
                    ? filters.dir === 'desc'
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
                className={`${cell(header.wide)} text-start font-semibold`}
              >
                <SortHeader header={header} filters={filters} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <MessageRow span={HEADERS.length}>No results found</MessageRow>
          ) : (
            rows.map((row) => {
              const waiting = row.status === 'new' && !row.firstResponseAt && !row.erased
              return (
                <ClickableRow key={row.id} href={`/admin/leads/${row.id}`}>
                  <td className={cell()}>
                    <Link
                      href={`/admin/leads/${row.id}`}
                      className="font-medium text-ink hover:underline"
                      dir="auto"
                    >
                      {row.fullName}
                    </Link>
                    <span className="block text-xs whitespace-nowrap text-slate-600" dir="ltr">
                      {row.erased ? 'Personal data erased' : (row.phone ?? row.email)}
                    </span>
                    {row.enquiryCount > 1 ? (
                      <span className="block text-xs text-slate-600">
                        {row.enquiryCount} enquiries
                      </span>
                    ) : null}
                    {row.samePerson > 1 && row.mobileLocal ? (
                      <Link
                        href={leadsHref(DEFAULT_FILTERS, { q: row.mobileLocal })}
                        className="flex min-h-11 items-center text-xs font-medium text-teal underline md:min-h-0"
                        data-testid="same-person-link"
                      >
                        Same person: {row.samePerson - 1} other{' '}
                        {row.samePerson === 2 ? 'lead' : 'leads'}
                      </Link>
                    ) : null}
                  </td>
                  <td className={cell(true)}>
                    <span dir="auto">{row.project ?? 'Consultation'}</span>
                    <span className="block text-xs text-slate-600">
                      {row.source === 'project'
                        ? row.completed
                          ? 'Both steps'
                          : 'Step 1 only'
                        : 'Booking'}
                      {' · '}
                      {row.locale === 'ar' ? 'Arabic' : 'English'}
                    </span>
                  </td>
                  <td className={cell()}>
                    <span className="flex flex-wrap gap-1">
                      <LeadStatusBadge status={row.status} />
                      {waiting ? (
                        <WaitingClock
                          since={row.createdAt.toISOString()}
                          dueAt={row.responseDueAt?.toISOString() ?? null}
                          now={now.toISOString()}
                        />
                      ) : null}
                    </span>
                    {row.nextActionAt && row.status !== 'won' && row.status !== 'lost' ? (
                      <NextActionLine at={row.nextActionAt} note={row.nextActionNote} now={now} />
                    ) : null}
                  </td>
                  <td className={cell(true)}>
                    {row.assignee ?? <span className="text-slate-500">Unassigned</span>}
                  </td>
                  <td className={cell(true)}>{source(row)}</td>
                  <td className={`${cell()} whitespace-nowrap`}>
                    <time dateTime={row.createdAt.toISOString()}>
                      <span className="block">{formatCairoDate(row.createdAt)}</span>
                      <span className="block text-xs text-slate-600">
                        {formatCairoClock(row.createdAt)}
                      </span>
                    </time>
                  </td>
                </ClickableRow>
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
