// The business works in Cairo time, whatever the server's clock zone: staff type and read
// times in it, date filters cover Cairo days, and Google Ads gets Cairo's offset (which changes
// with daylight saving time).

import type { Locale } from './locales'

export const BUSINESS_TIME_ZONE = 'Africa/Cairo'

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'longOffset',
})

/** Cairo's offset from UTC at that moment, in minutes (+120 in winter, +180 in summer). */
export function cairoOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** "+02:00" / "+03:00": the offset as ISO 8601 and Google Ads write it. */
export function cairoOffsetText(at: Date): string {
  const minutes = cairoOffsetMinutes(at)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/

/**
 * The moment a Cairo wall time names ("2026-11-23" is its midnight, "2026-11-23T14:30"), or
 * null when the text is not one (or names a day that does not exist, like 2026-02-30).
 */
export function fromCairoWallTime(text: string): Date | null {
  const match = WALL_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour = '0', minute = '0'] = match.slice(1).map((part) => part ?? '0')
  const asUtc = Date.UTC(+year!, +month! - 1, +day!, +hour, +minute)
  const check = new Date(asUtc)
  if (check.getUTCDate() !== +day! || check.getUTCMonth() !== +month! - 1) return null
  if (+hour > 23 || +minute > 59) return null
  // The offset at the guess is right except within an hour of a clock change; check once more.
  const first = asUtc - cairoOffsetMinutes(new Date(asUtc)) * 60_000
  return new Date(asUtc - cairoOffsetMinutes(new Date(first)) * 60_000)
}

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

function cairoParts(at: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]))
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}

/** "2026-11-23": the Cairo calendar day of that moment. */
export function cairoDay(at: Date): string {
  const p = cairoParts(at)
  return `${p.year}-${p.month}-${p.day}`
}

/** "2026-11-23T14:30": what a datetime-local input shows for that moment in Cairo. */
export function cairoWallTime(at: Date): string {
  const p = cairoParts(at)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** "2026-11-23 14:30:05+02:00": Cairo time with its offset (Google Ads' conversion time). */
export function cairoTimestamp(at: Date): string {
  const p = cairoParts(at)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}${cairoOffsetText(at)}`
}

/**
 * The language tag a back-office format uses: Arabic month names with Western digits, as
 * Egyptian business software writes figures.
 */
const formatTag = (locale: Locale) => (locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB')

/** One Intl format per language and shape, made on first use. */
function formatsOf(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Locale, Intl.DateTimeFormat>()
  return (locale: Locale) => {
    let format = made.get(locale)
    if (!format) {
      format = new Intl.DateTimeFormat(formatTag(locale), {
        timeZone: BUSINESS_TIME_ZONE,
        ...options,
      })
      made.set(locale, format)
    }
    return format
  }
}

const displayFormat = formatsOf({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "23 Nov 2026, 14:30" / "23 نوفمبر 2026، 14:30": how the back office shows a moment (Cairo time). */
export const formatCairo = (at: Date, locale: Locale = 'en') => displayFormat(locale).format(at)

/** The moment a number of whole Cairo days after the day of `at` starts. */
export function cairoDayStart(at: Date, addDays = 0): Date {
  const [year, month, day] = cairoDay(at).split('-').map(Number)
  const next = new Date(Date.UTC(year!, month! - 1, day! + addDays))
  return fromCairoWallTime(next.toISOString().slice(0, 10))!
}

const dateFormat = formatsOf({ day: 'numeric', month: 'short', year: 'numeric' })
const clockFormat = formatsOf({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "23 Nov 2026" and "14:30" apart (a narrow column shows them on two lines). */
export const formatCairoDate = (at: Date, locale: Locale = 'en') => dateFormat(locale).format(at)
export const formatCairoClock = (at: Date, locale: Locale = 'en') => clockFormat(locale).format(at)

/** "2026-11-26" plus n days: calendar arithmetic on a Cairo day, no time zone involved. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date! + n)).toISOString().slice(0, 10)
}

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' })

/** The year it is in Cairo (the footer's ©, whether a delivery year has come). */
export const cairoYear = (at: Date = new Date()): number => Number(yearFormat.format(at))
