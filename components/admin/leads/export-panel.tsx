import { Download } from 'lucide-react'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { Viewer } from '@/lib/auth/get-viewer'
import { cairoDay, cairoDayStart, fromCairoWallTime } from '@/lib/i18n/business-time'
import { countBraidOnlyConversions } from '@/lib/lead-inbox/count-braid-only-conversions'
import { leadFiltersQuery, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { CONVERSION_STAGES, STATUS_LABELS } from '@/lib/lead-inbox/pipeline'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'

export type ExportPanelProps = {
  viewer: Viewer
  filters: LeadFilters
  settings: LeadSettings
  now: Date
}

/**
 * Admin only: the current view as CSV, and Google Ads offline conversions for a period (with
 * what the file cannot carry, and how many leads that leaves out).
 */
export async function ExportPanel({ viewer, filters, settings, now }: ExportPanelProps) {
  const query = leadFiltersQuery({ ...filters, page: 1 })
  const monthAgo = cairoDay(new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000))
  const leftOut = await countBraidOnlyConversions({
    viewer,
    from: fromCairoWallTime(monthAgo)!,
    until: cairoDayStart(now, 1),
  })
  const leftOutTotal = CONVERSION_STAGES.reduce((sum, stage) => sum + leftOut[stage], 0)
  return (
    <section
      aria-labelledby="lead-exports"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[1fr_2fr]"
    >
      <div>
        <h2 id="lead-exports" className="text-base font-semibold">
          Exports
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every lead of this view (all pages), for Excel: Arabic names intact.
        </p>
        <a
          href={`/admin/leads/export${query ? `?${query}` : ''}`}
          download
          className={`${buttonClass('outline')} mt-3 min-h-11`}
        >
          <Download className="size-4" aria-hidden /> Download CSV
        </a>
      </div>
      <form action="/admin/leads/conversions" method="get" className="space-y-3">
        <h3 className="text-sm font-semibold">Google Ads offline conversions</h3>
        <p className="text-sm text-slate-600">
          Leads with a Google click id that reached a stage in a period, in Google Ads’ import
          format. Conversion names are set in Settings.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="conversion-stage" className={labelClass}>
              Stage reached
            </label>
            <select
              id="conversion-stage"
              name="stage"
              defaultValue="won"
              className={`${controlClass} min-h-11 md:min-h-0`}
            >
              {CONVERSION_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {STATUS_LABELS[stage]} ({settings.conversions[stage].name})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="conversion-from" className={labelClass}>
              From
            </label>
            <input
              id="conversion-from"
              type="date"
              name="from"
              required
              defaultValue={monthAgo}
              className={`${controlClass} min-h-11 md:min-h-0`}
            />
          </div>
          <div>
            <label htmlFor="conversion-to" className={labelClass}>
              Until
            </label>
            <input
              id="conversion-to"
              type="date"
              name="to"
              required
              defaultValue={cairoDay(now)}
              className={`${controlClass} min-h-11 md:min-h-0`}
            />
          </div>
        </div>
        <button type="submit" className={`${buttonClass('outline')} min-h-11`}>
          <Download className="size-4" aria-hidden /> Download conversions
        </button>
        <p className="text-sm text-slate-600" data-testid="conversions-left-out">
          Left out: leads from iPhone ad clicks that came with only a gbraid or wbraid (no Google
          Click ID), which Google’s click-conversion file cannot take.{' '}
          {leftOutTotal === 0
            ? 'None reached a stage in the last 30 days.'
            : `In the last 30 days: ${CONVERSION_STAGES.filter((stage) => leftOut[stage] > 0)
                .map((stage) => `${STATUS_LABELS[stage]} ${leftOut[stage]}`)
                .join(', ')}.`}
        </p>
      </form>
    </section>
  )
}
