import { addDays, cairoDay, fromCairoWallTime } from '@/lib/i18n/business-time'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'

export type BusinessHours = Pick<LeadSettings, 'businessDays' | 'opensAt' | 'closesAt'>

/** The working window of a Cairo day ([opens, closes) as moments), or null on a day off. */
export function businessWindow(day: string, hours: BusinessHours): [Date, Date] | null {
  const weekDay = new Date(`${day}T12:00:00Z`).getUTCDay()
  if (!hours.businessDays.includes(weekDay)) return null
  const opens = fromCairoWallTime(`${day}T${hours.opensAt}`)
  const closes =
    hours.closesAt === '24:00'
      ? fromCairoWallTime(addDays(day, 1))
      : fromCairoWallTime(`${day}T${hours.closesAt}`)
  return opens && closes && opens < closes ? [opens, closes] : null
}

/**
 * The moment `minutes` of business time after `start`: a lead that arrives on Friday or at
 * night is due that many minutes after the next opening.
 */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  let left = minutes * 60_000
  const firstDay = cairoDay(start)
  // Two weeks always hold a working day when any day is ticked; the bound keeps bad data safe.
  for (let n = 0; n < 15; n += 1) {
    const window = businessWindow(addDays(firstDay, n), hours)
    if (!window) continue
    const from = Math.max(start.getTime(), window[0].getTime())
    const available = window[1].getTime() - from
    if (available <= 0) continue
    if (left <= available) return new Date(from + left)
    left -= available
  }
  return new Date(start.getTime() + minutes * 60_000)
}
