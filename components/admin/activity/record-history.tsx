import Link from 'next/link'
import type { ActivityEntityType } from '@/lib/activity/activity-types'
import { getRecordHistory } from '@/lib/activity/get-record-history'
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
  const { entries, total, more, logHref } = await getRecordHistory({
    viewer,
    entityType,
    entityId,
  })
  if (!entries.length) return <p className="text-sm text-slate-600">No changes recorded yet.</p>
  const shownAll = !more && entries.length === total
  return (
    <div className="space-y-3">
      <ol aria-label="History" className="space-y-3">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <ActivityEntryHeading entry={entry} />
            <ChangeList changes={entry.changes} />
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">
        {shownAll
          ? `${total} ${total === 1 ? 'change' : 'changes'}. `
          : `The latest ${entries.length} of ${more ? `${total.toLocaleString('en')}+` : total.toLocaleString('en')} changes. `}
        <Link href={logHref} className="font-medium text-navy underline underline-offset-2">
          See in the Activity Log
        </Link>
      </p>
    </div>
  )
}
