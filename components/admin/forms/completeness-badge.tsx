'use client'

import { Check, CircleAlert } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { GapTexts } from './gap-texts'

const LANGUAGES = ['en', 'ar'] as const

/**
 * Whether a record reads complete in both languages: a pill per language, green when nothing
 * is missing, amber with the count (and the fields, in its title) when something is.
 */
export function CompletenessBadge({
  gaps,
  compact = false,
}: {
  gaps: GapTexts
  compact?: boolean
}) {
  const t = useTranslations('admin.forms')
  return (
    <span className={`inline-flex gap-1 ${compact ? '' : 'flex-wrap'}`} data-completeness>
      {LANGUAGES.map((key) => {
        const missing = gaps[key]
        const count = missing.length
        const text = count
          ? t(`completeness.${key}Missing`, { count })
          : t(`completeness.${key}Complete`)
        const short = t(`completeness.${key}Short`)
        return (
          <span
            key={key}
            title={
              count
                ? t(`completeness.${key}MissingFields`, {
                    fields: missing.join(t('listSeparator')),
                  })
                : undefined
            }
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
              count ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
            }`}
          >
            {count ? (
              <CircleAlert className="size-3" aria-hidden />
            ) : (
              <Check className="size-3" aria-hidden />
            )}
            {compact ? (
              <>
                <span aria-hidden dir="ltr">
                  {count ? `${short} ${count}` : short}
                </span>
                <span className="sr-only">{text}</span>
              </>
            ) : (
              text
            )}
          </span>
        )
      })}
    </span>
  )
}
