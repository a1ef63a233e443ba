import { Check, CircleAlert } from 'lucide-react'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'

const LANGUAGES = [
  { key: 'en', name: 'English', short: 'EN' },
  { key: 'ar', name: 'Arabic', short: 'AR' },
] as const

/**
 * Whether a record reads complete in both languages: a pill per language, green when nothing
 * is missing, amber with the count (and the fields, in its title) when something is.
 */
export function CompletenessBadge({
  gaps,
  compact = false,
}: {
  gaps: BilingualGaps
  compact?: boolean
}) {
  return (
    <span className={`inline-flex gap-1 ${compact ? '' : 'flex-wrap'}`} data-completeness>
      {LANGUAGES.map(({ key, name, short }) => {
        const missing = gaps[key]
        const text = missing.length ? `${name}: ${missing.length} missing` : `${name} complete`
        return (
          <span
            key={key}
            title={missing.length ? `Missing in ${name}: ${missing.join(', ')}` : undefined}
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
              missing.length ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
            }`}
          >
            {missing.length ? (
              <CircleAlert className="size-3" aria-hidden />
            ) : (
              <Check className="size-3" aria-hidden />
            )}
            {compact ? (
              <>
                <span aria-hidden>{missing.length ? `${short} ${missing.length}` : short}</span>
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
