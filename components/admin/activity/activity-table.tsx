import { MessageRow } from '@/components/admin/data-table/admin-table'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { ActivityRow } from '@/lib/activity/list-activity'
import {
  ActivityAction,
  ActivityEntryHeading,
  ActivityTarget,
  ActivityWhen,
  actorText,
} from './activity-parts'
import { ChangeList } from './change-list'

export type ActivityTableProps = { rows: ActivityRow[]; emptyText: string }

const HEADERS = ['when', 'who', 'action', 'what', 'changes'] as const
const cell = 'px-4 py-3 align-top'

/**
 * The log's entries: a table from tablet width up; on a phone, one card per entry (five
 * columns of changes would make the page scroll sideways).
 */
export async function ActivityTable({ rows, emptyText }: ActivityTableProps) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  return (
    <>
      <div className="hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full table-fixed text-start text-sm">
          <caption className="sr-only">{t('activity.caption')}</caption>
          <colgroup>
            <col className="w-32" />
            <col className="w-36" />
            <col className="w-36" />
            <col className="w-56" />
            <col />
          </colgroup>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(`activity.headers.${header}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <MessageRow span={HEADERS.length}>{emptyText}</MessageRow>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td className={cell}>
                    <ActivityWhen at={row.createdAt} locale={locale} />
                  </td>
                  <td className={`${cell} break-words`}>{actorText(t, row)}</td>
                  <td className={cell}>
                    <ActivityAction action={row.action} t={t} />
                  </td>
                  <td className={cell}>
                    <ActivityTarget row={row} t={t} />
                  </td>
                  <td className={cell}>
                    <ChangeList changes={row.changes} t={t} locale={locale} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="md:hidden">
        {rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
            {emptyText}
          </p>
        ) : (
          <ol aria-label={t('activity.caption')} className="space-y-3">
            {rows.map((row) => (
              <li
                key={row.id}
                className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
              >
                <ActivityEntryHeading entry={row} t={t} locale={locale} />
                <ActivityTarget row={row} t={t} />
                <ChangeList changes={row.changes} t={t} locale={locale} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}
