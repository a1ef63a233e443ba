import { rangeDays, type ReportRange } from './report-range'

/** "1,250,000 EGP". */
export const egpText = (value: number) => `${value.toLocaleString('en')} EGP`

/** "09:00": a Cairo hour of the day. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayText = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`))

/** "1 Jun 2032 – 30 Jun 2032 (30 days)". */
export function rangeText(range: ReportRange): string {
  const days = rangeDays(range)
  const span =
    range.from === range.to ? dayText(range.from) : `${dayText(range.from)} – ${dayText(range.to)}`
  return `${span} (${days} ${days === 1 ? 'day' : 'days'})`
}
