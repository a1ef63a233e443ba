import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { actionLabel, ENTITY_TYPE_LABELS } from '@/lib/activity/activity-labels'
import { isActivityEntityType } from '@/lib/activity/activity-types'
import type { ActivityRow } from '@/lib/activity/list-activity'
import { formatCairoClock, formatCairoDate } from '@/lib/i18n/business-time'

/** When, in Cairo time (date and clock on two lines). */
export function ActivityWhen({ at }: { at: Date }) {
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap">
      <span className="block">{formatCairoDate(at)}</span>
      <span className="block text-xs text-slate-600">{formatCairoClock(at)}</span>
    </time>
  )
}

export const actorText = (row: Pick<ActivityRow, 'actorName'>) => row.actorName ?? 'System'

export const ActivityAction = ({ action }: { action: string }) => <>{actionLabel(action)}</>

/** The record: its kind, and its name linking to its page while it exists. */
export function ActivityTarget({ row }: { row: ActivityRow }) {
  const type = isActivityEntityType(row.entityType)
    ? ENTITY_TYPE_LABELS[row.entityType]
    : row.entityType
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="neutral">{type}</Badge>
      {row.target.href ? (
        <Link
          href={row.target.href}
          dir="auto"
          className="inline-flex min-h-11 items-center font-medium break-words text-navy underline underline-offset-2 hover:decoration-2 md:min-h-0"
        >
          {row.target.label}
        </Link>
      ) : (
        <span dir="auto" className="break-words">
          {row.target.label}
        </span>
      )}
    </span>
  )
}

/** Who did what, and when: the first line of an activity entry (log and History tab). */
export function ActivityEntryHeading({
  entry,
}: {
  entry: Pick<ActivityRow, 'actorName' | 'action' | 'createdAt'>
}) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className="font-semibold">
        {actorText(entry)} · <ActivityAction action={entry.action} />
      </span>
      <span className="text-slate-600">
        <ActivityWhen at={entry.createdAt} />
      </span>
    </p>
  )
}
