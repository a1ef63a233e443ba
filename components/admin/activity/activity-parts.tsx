import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { isActivityEntityType } from '@/lib/activity/activity-types'
import type { ActivityRow } from '@/lib/activity/list-activity'
import { formatCairoClock, formatCairoDate } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import type { ServerT } from '../server-t'

/** When, in Cairo time (date and clock on two lines). The parts take the page's translator:
 * plain components, so a History tab renders anywhere (tests render it to HTML). */
export function ActivityWhen({ at, locale }: { at: Date; locale: Locale }) {
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap">
      <span className="block">{formatCairoDate(at, locale)}</span>
      <span className="block text-xs text-slate-600">{formatCairoClock(at, locale)}</span>
    </time>
  )
}

export const actorText = (t: ServerT, row: Pick<ActivityRow, 'actorName'>) =>
  row.actorName ?? t('activity.system')

/** A recorded action (a code) in the portal's language; one the catalogue lacks as its code. */
export function ActivityAction({ action, t }: { action: string; t: ServerT }) {
  const key = `activity.actions.${action}` as Parameters<ServerT>[0]
  return <>{t.has(key) ? t(key) : action}</>
}

/** The record: its kind, and its name linking to its page while it exists. */
export function ActivityTarget({ row, t }: { row: ActivityRow; t: ServerT }) {
  const type = isActivityEntityType(row.entityType)
    ? t(`common.records.${row.entityType}`)
    : row.entityType
  const { standIn } = row.target
  const lang = row.target.standIn === undefined ? row.target.lang : undefined
  const label =
    standIn === undefined
      ? row.target.label
      : standIn === 'type'
        ? type
        : t(`activity.targets.${standIn}`)
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="neutral">{type}</Badge>
      {row.target.href ? (
        <Link
          href={row.target.href}
          dir="auto"
          lang={lang}
          className="inline-flex min-h-11 items-center font-medium break-words text-navy underline underline-offset-2 hover:decoration-2 md:min-h-0"
        >
          {label}
        </Link>
      ) : (
        <span dir="auto" lang={lang} className="break-words">
          {label}
        </span>
      )}
    </span>
  )
}

/** Who did what, and when: the first line of an activity entry (log and History tab). */
export function ActivityEntryHeading({
  entry,
  t,
  locale,
}: {
  entry: Pick<ActivityRow, 'actorName' | 'action' | 'createdAt'>
  t: ServerT
  locale: Locale
}) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className="font-semibold">
        {actorText(t, entry)} · <ActivityAction action={entry.action} t={t} />
      </span>
      <span className="text-slate-600">
        <ActivityWhen at={entry.createdAt} locale={locale} />
      </span>
    </p>
  )
}
