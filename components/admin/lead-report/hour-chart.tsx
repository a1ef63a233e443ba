import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { durationParts, shareText } from '@/lib/lead-inbox/format-figures'
import type { HourFigures } from '@/lib/lead-report/read-hour-figures'
import { hourText } from '@/lib/lead-report/report-text'

/** "Median 20 min", "90th percentile 52 min", "67% within target" (no target: left out). */
type AdminT = Awaited<ReturnType<typeof getAdminTranslations>>

function speedParts(h: HourFigures, t: AdminT) {
  const duration = (minutes: number | null) => t('leads.duration', durationParts(minutes))
  const parts = h.answered
    ? [
        t('report.hours.median', { duration: duration(h.medianMinutes) }),
        t('report.hours.p90', { duration: duration(h.p90Minutes) }),
      ]
    : [t('report.hours.noneAnswered')]
  if (h.withTarget)
    parts.push(t('report.hours.withinTarget', { share: shareText(h.withinTarget, h.withTarget) }))
  return parts
}

/**
 * Leads per Cairo hour of arrival and how fast they were answered: one row per hour, the bar
 * a share of the busiest hour. A list, not a wide chart, so it reads on a phone as it is.
 */
export async function HourChart({ hours }: { hours: HourFigures[] }) {
  const t = await getAdminTranslations()
  const busiest = Math.max(0, ...hours.map((h) => h.leads))
  const max = Math.max(1, busiest)
  return (
    <figure>
      <ol className="gap-8 md:columns-2" aria-label={t('report.hours.label')}>
        {hours.map((h) => (
          <li
            key={h.hour}
            className="mb-1.5 grid break-inside-avoid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-2 text-sm"
          >
            <span className="text-slate-600 tabular-nums">{hourText(h.hour)}</span>
            <span className="h-3 rounded-full bg-slate-100" aria-hidden>
              <span
                className="block h-3 rounded-full bg-teal"
                style={{ width: `${(h.leads / max) * 100}%` }}
              />
            </span>
            <span className="text-end tabular-nums">
              {h.leads.toLocaleString('en')}
              <span className="sr-only"> {t('report.hours.leadsSr', { count: h.leads })}</span>
            </span>
            {h.leads ? (
              <span className="col-span-2 col-start-2 text-xs text-slate-600">
                {speedParts(h, t).map((part, index) => (
                  <span key={part}>
                    {index ? ' · ' : null}
                    <span className="whitespace-nowrap">{part}</span>
                  </span>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <figcaption className="mt-3 text-sm text-slate-600">
        {busiest
          ? t('report.hours.captionBusiest', { count: busiest })
          : t('report.hours.captionEmpty')}
      </figcaption>
    </figure>
  )
}
