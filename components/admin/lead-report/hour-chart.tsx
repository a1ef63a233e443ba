import { durationText, shareText } from '@/lib/lead-inbox/format-figures'
import type { HourFigures } from '@/lib/lead-report/read-hour-figures'
import { hourText } from '@/lib/lead-report/report-text'

/** "Median 20 min", "90th percentile 52 min", "67% within target" (no target: left out). */
function speedParts(h: HourFigures) {
  const parts = h.answered
    ? [`Median ${durationText(h.medianMinutes)}`, `90th percentile ${durationText(h.p90Minutes)}`]
    : ['None answered']
  if (h.withTarget) parts.push(`${shareText(h.withinTarget, h.withTarget)} within target`)
  return parts
}

/**
 * Leads per Cairo hour of arrival and how fast they were answered: one row per hour, the bar
 * a share of the busiest hour. A list, not a wide chart, so it reads on a phone as it is.
 */
export function HourChart({ hours }: { hours: HourFigures[] }) {
  const busiest = Math.max(0, ...hours.map((h) => h.leads))
  const max = Math.max(1, busiest)
  return (
    <figure>
      <ol className="gap-8 md:columns-2" aria-label="Leads per hour of the day">
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
              <span className="sr-only"> {h.leads === 1 ? 'lead' : 'leads'}</span>
            </span>
            {h.leads ? (
              <span className="col-span-2 col-start-2 text-xs text-slate-600">
                {speedParts(h).map((part, index) => (
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
        By the Cairo hour each lead arrived
        {busiest
          ? `; the busiest hour had ${busiest.toLocaleString('en')} ${busiest === 1 ? 'lead' : 'leads'}.`
          : ': no leads in these days.'}
      </figcaption>
    </figure>
  )
}
