'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { durationParts } from '@/lib/lead-inbox/format-figures'

type WaitingClockProps = {
  /** When the lead arrived, when its first response is due (ISO), and the server's now. */
  since: string
  dueAt: string | null
  now: string
}

/**
 * How long a New lead has waited for its first response, counting up while the page is open;
 * red and "Overdue" once past the response target.
 */
export function WaitingClock({ since, dueAt, now }: WaitingClockProps) {
  const t = useTranslations('admin.leads')
  const [current, setCurrent] = useState(() => Date.parse(now))
  useEffect(() => {
    const tick = () => setCurrent(Date.now())
    tick()
    const timer = setInterval(tick, 15_000)
    return () => clearInterval(timer)
  }, [])
  const waited = Math.max(0, Math.floor((current - Date.parse(since)) / 60_000))
  const overdue = dueAt !== null && current >= Date.parse(dueAt)
  return (
    <span
      data-testid="waiting-clock"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        overdue ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-800 ring-1 ring-slate-300'
      }`}
    >
      {t(overdue ? 'waiting.overdue' : 'waiting.waiting', {
        duration: t('duration', durationParts(waited)),
      })}
    </span>
  )
}
