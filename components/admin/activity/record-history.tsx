import Link from 'next/link'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import type { ActivityEntityType } from '@/lib/activity/activity-types'
import { readRecordHistory } from '@/lib/activity/read-record-history'
import type { Viewer } from '@/lib/auth/get-viewer'
import { ActivityEntryHeading } from './activity-parts'
import { ChangeList } from './change-list'

export type RecordHistoryProps = {
  viewer: Viewer
  entityType: ActivityEntityType
  entityId: string
}

/**
 * A record's History tab: who changed it, when, and what (newest first). The newest entries
 * show here; the activity log, filtered to the record, has them all.
 */
export async function RecordHistory({ viewer, entityType, entityId }: RecordHistoryProps) {
  const locale = viewer.locale ?? (await getAdminLocale())
  const t = adminTranslator(locale)
  const { entries, total, more, logHref } = await readRecordHistory({
    viewer,
    entityType,
    entityId,
  })
  if (!entries.length) return <p className="text-sm text-slate-600">{t('activity.history.none')}</p>
  const shownAll = !more && entries.length === total
  return (
    <div className="space-y-3">
      <ol aria-label={t('activity.history.label')} className="space-y-3">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <ActivityEntryHeading entry={entry} t={t} locale={locale} />
            <ChangeList changes={entry.changes} t={t} locale={locale} />
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">
        {shownAll
          ? t('activity.history.all', { count: total })
          : t('activity.history.latest', {
              shown: String(entries.length),
              total: `${total.toLocaleString('en')}${more ? '+' : ''}`,
            })}{' '}
        <Link href={logHref} className="font-medium text-navy underline underline-offset-2">
          {t('activity.history.seeLog')}
        </Link>
      </p>
    </div>
  )
}
