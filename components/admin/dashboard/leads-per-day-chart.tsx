import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { Locale } from '@/lib/i18n/locales'

export type DayCount = { day: string; leads: number }

const WIDTH = 600
const HEIGHT = 160
const GAP = 4

const dayLabel = (day: string, locale: Locale) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

/** Where a label sits along the axis: its bar's centre, in % of the chart's width. */
const centreOf = (index: number, count: number) => ((index + 0.5) / count) * 100

/**
 * A date under every seventh bar, as page text (legible at any width, where SVG text would
 * shrink with the chart on a phone). Those near an edge are held to it, so none is cut.
 */
function DayLabels({ days, locale }: { days: DayCount[]; locale: Locale }) {
  return (
    <div className="relative mt-1 h-5 text-xs text-slate-600" dir="ltr" aria-hidden>
      {days.map((d, index) => {
        if (index % 7 !== 1) return null
        const centre = centreOf(index, days.length)
        const style =
          centre < 10
            ? { left: 0 }
            : centre > 90
              ? { right: 0 }
              : { left: `${centre}%`, transform: 'translateX(-50%)' }
        return (
          <span key={d.day} className="absolute top-0 whitespace-nowrap" style={style}>
            {dayLabel(d.day, locale)}
          </span>
        )
      })}
    </div>
  )
}

/**
 * Leads per day as bars, drawn on the server as SVG (no chart code reaches any browser). The
 * same figures are in a table for screen readers.
 */
export async function LeadsPerDayChart({ days, locale }: { days: DayCount[]; locale: Locale }) {
  const t = await getAdminTranslations()
  const max = Math.max(1, ...days.map((d) => d.leads))
  const barWidth = WIDTH / days.length - GAP
  const total = days.reduce((sum, d) => sum + d.leads, 0)
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
        className="h-auto w-full"
        direction="ltr"
        aria-hidden
        focusable="false"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-slate-300" />
        {days.map((d, index) => {
          const height = (d.leads / max) * (HEIGHT - 10)
          const x = index * (barWidth + GAP)
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={Math.max(height, d.leads ? 2 : 0)}
                rx="2"
                className="fill-teal"
              >
                <title>{`${dayLabel(d.day, locale)}: ${d.leads}`}</title>
              </rect>
            </g>
          )
        })}
      </svg>
      <DayLabels days={days} locale={locale} />
      <figcaption className="mt-1 text-sm text-slate-600">
        {t('dashboard.chart.caption', {
          total: total.toLocaleString('en'),
          max: max.toLocaleString('en'),
        })}
      </figcaption>
      <table className="sr-only">
        <caption>{t('dashboard.chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.day')}</th>
            <th scope="col">{t('common.sections.leads')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
