'use client'

import { useLocale, useTranslations } from 'next-intl'
import { formatCairo } from '@/lib/i18n/business-time'

/** "Next: 29 Nov 2026, 11:00 · call back": red once the time has passed. */
export function NextActionLine({ at, note, now }: { at: Date; note: string | null; now: Date }) {
  const t = useTranslations('admin.leads.nextLine')
  const locale = useLocale()
  const late = at < now
  return (
    <span
      data-testid="next-action"
      className={`mt-1 block text-xs ${late ? 'font-semibold text-red-700' : 'text-slate-700'}`}
    >
      {late ? t('overdue') : t('next')}{' '}
      <time dateTime={at.toISOString()}>{formatCairo(at, locale)}</time>
      {note ? (
        <>
          {' · '}
          <span dir="auto">{note}</span>
        </>
      ) : null}
    </span>
  )
}
