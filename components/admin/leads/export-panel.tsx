import { Download } from 'lucide-react'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { cairoDay } from '@/lib/i18n/business-time'
import { leadFiltersQuery, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { CONVERSION_STAGES } from '@/lib/lead-inbox/pipeline'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'

export type ExportPanelProps = {
  filters: LeadFilters
  settings: LeadSettings
  now: Date
}

/** Admin only: the current view as CSV, and Google Ads conversions for a period. */
export async function ExportPanel({ filters, settings, now }: ExportPanelProps) {
  const t = await getAdminTranslations()
  const query = leadFiltersQuery({ ...filters, page: 1 })
  const monthAgo = cairoDay(new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000))
  return (
    <section
      aria-labelledby="lead-exports"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[1fr_2fr]"
    >
      <div>
        <h2 id="lead-exports" className="text-base font-semibold">
          {t('leads.export.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('leads.export.csvText')}</p>
        <a
          href={`/admin/leads/export${query ? `?${query}` : ''}`}
          download
          className={`${buttonClass('outline')} mt-3 min-h-11`}
        >
          <Download className="size-4" aria-hidden /> {t('leads.export.downloadCsv')}
        </a>
      </div>
      <form action="/admin/leads/conversions" method="get" className="space-y-3">
        <h3 className="text-sm font-semibold">{t('leads.export.conversions')}</h3>
        <p className="text-sm text-slate-600">{t('leads.export.conversionsText')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="conversion-stage" className={labelClass}>
              {t('leads.export.stageReached')}
            </label>
            <select
              id="conversion-stage"
              name="stage"
              defaultValue="won"
              className={`${controlClass} min-h-11 md:min-h-0`}
            >
              {CONVERSION_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {t('leads.export.stageOption', {
                    stage: t(`common.stages.${stage}`),
                    name: settings.conversions[stage].name,
                  })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="conversion-from" className={labelClass}>
              {t('leads.export.from')}
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
              {t('leads.export.until')}
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
          <Download className="size-4" aria-hidden /> {t('leads.export.downloadConversions')}
        </button>
      </form>
    </section>
  )
}
