import Link from 'next/link'
import { ClickableRow } from '@/components/admin/data-table/clickable-row'
import { MessageRow } from '@/components/admin/data-table/admin-table'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { formatCairoClock, formatCairoDate } from '@/lib/i18n/business-time'
import {
  DEFAULT_FILTERS,
  leadsHref,
  type LeadFilters,
  type LeadSort,
} from '@/lib/lead-inbox/lead-filters'
import {
  greeting,
  internationalDigits,
  staffNameFor,
  telLink,
  whatsappLink,
} from '@/lib/lead-inbox/contact-links'
import type { LeadRow } from '@/lib/lead-inbox/list-leads'
import { leadPhoneText } from '@/lib/validation/phone'
import { nameReading, RecordName } from '../record-name'
import { ContactButtons } from './contact-buttons'
import { LeadStatusBadge } from './lead-status-badge'
import { NextActionLine } from './next-action-line'
import { WaitingClock } from './waiting-clock'

export type LeadTableProps = {
  rows: LeadRow[]
  filters: LeadFilters
  now: Date
  /** The staff member reading: their own leads get Call and WhatsApp on phones. */
  me: { id: string; name: string; nameAr: string | null }
}

type AdminT = Awaited<ReturnType<typeof getAdminTranslations>>

type Header = { label: string; sort?: LeadSort; wide?: boolean }

const headersIn = (t: AdminT): Header[] => [
  { label: t('leads.table.lead'), sort: 'name' },
  { label: t('common.fields.projectId'), wide: true },
  { label: t('common.fields.stage'), sort: 'status' },
  { label: t('common.fields.assignee'), wide: true },
  { label: t('leads.table.source'), wide: true },
  { label: t('leads.table.received'), sort: 'received' },
]

const cell = (wide?: boolean) => `px-3 py-3 align-top md:px-4 ${wide ? 'hidden md:table-cell' : ''}`

/** A header that sorts the list by its column (again: the other way round). */
function SortHeader(props: { header: Header; filters: LeadFilters; t: AdminT }) {
  const { header, filters, t } = props
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
        {active
          ? filters.dir === 'desc'
            ? t('leads.table.sortedDescending')
            : t('leads.table.sortedAscending')
          : t('leads.table.sort')}
      </span>
    </Link>
  )
}

function source(row: LeadRow, t: AdminT) {
  if (row.hasClickId) return t('leads.table.googleAds')
  return row.utmSource ? <bdi>{row.utmSource}</bdi> : t('leads.table.direct')
}

/**
 * On a phone, the reader's own leads carry Call and WhatsApp under the name, one tap each: the
 * lead page's links, which log the attempt as they open (a desktop opens the lead instead).
 */
function PhoneContact({ row, me }: { row: LeadRow; me: LeadTableProps['me'] }) {
  const digits = row.erased || row.assigneeId !== me.id ? null : internationalDigits(row.phone)
  if (!digits) return null
  // Written to the lead: in their language, whatever the portal's.
  const text = greeting(adminTranslator(row.locale), {
    fullName: row.fullName,
    staffName: staffNameFor(row.locale, { en: me.name, ar: me.nameAr }),
    project: row.projectTheirs ?? row.project,
  })
  return (
    <div className="mt-2 flex flex-wrap gap-2 md:hidden" data-row-action>
      <ContactButtons leadId={row.id} tel={telLink(digits)} whatsapp={whatsappLink(digits, text)} />
    </div>
  )
}

/** The inbox rows: who, which project, stage (flagged when New too long), who has it, when. */
export async function LeadTable({ rows, filters, now, me }: LeadTableProps) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  const HEADERS = headersIn(t)
  const reading = nameReading(locale, t)
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('common.sections.leads')}</caption>
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
                <SortHeader header={header} filters={filters} t={t} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <MessageRow span={HEADERS.length}>{t('common.noResults')}</MessageRow>
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
                    {/* Under the name, at the row's start; the phone or e-mail left to right. */}
                    <span className="block text-xs whitespace-nowrap text-slate-600">
                      {row.erased ? (
                        t('leads.table.erased')
                      ) : (
                        <bdi dir="ltr">{row.phone ? leadPhoneText(row.phone) : row.email}</bdi>
                      )}
                    </span>
                    {row.reEnquiry ? (
                      <span className="mt-0.5 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                        {t('leads.table.reEnquiry')}
                      </span>
                    ) : null}
                    {row.enquiryCount > 1 ? (
                      <span className="block text-xs text-slate-600">
                        {t('leads.table.enquiries', { count: row.enquiryCount })}
                      </span>
                    ) : null}
                    {row.samePerson > 1 && row.mobileLocal ? (
                      <Link
                        href={leadsHref(DEFAULT_FILTERS, { q: row.mobileLocal })}
                        className="flex min-h-11 items-center text-xs font-medium text-teal underline md:min-h-0"
                        data-testid="same-person-link"
                      >
                        {t('leads.table.samePerson', { others: row.samePerson - 1 })}
                      </Link>
                    ) : null}
                    <PhoneContact row={row} me={me} />
                  </td>
                  <td className={cell(true)}>
                    <span dir="auto">
                      {row.project ? (
                        <RecordName text={row.project} {...reading} />
                      ) : (
                        t('leads.table.consultation')
                      )}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {row.source === 'project'
                        ? row.completed
                          ? t('leads.table.bothSteps')
                          : t('leads.table.step1Only')
                        : t('leads.table.booking')}
                      {' · '}
                      {row.locale === 'ar' ? t('common.languages.ar') : t('common.languages.en')}
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
                    {row.assignee ? (
                      <bdi>{row.assignee}</bdi>
                    ) : (
                      <span className="text-slate-500">{t('common.unassigned')}</span>
                    )}
                  </td>
                  <td className={cell(true)}>{source(row, t)}</td>
                  <td className={`${cell()} whitespace-nowrap`}>
                    <time dateTime={row.createdAt.toISOString()}>
                      <span className="block">{formatCairoDate(row.createdAt, locale)}</span>
                      <span className="block text-xs text-slate-600">
                        {formatCairoClock(row.createdAt, locale)}
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
