import { z } from 'zod'
import { toOneLine } from '@/lib/validation/single-line'

/**
 * A value the browser sent: cut to its column, trimmed, its control characters a space (it
 * becomes a line of the sales mail). Lenient by design: attribution is best effort and never
 * blocks a lead; anything but text is dropped.
 */
const text = (max: number) =>
  z
    .unknown()
    .transform((value) =>
      typeof value === 'string' ? toOneLine(value.slice(0, max)).trim() || null : null,
    )

/** A time the browser sent (ms since the epoch), within the last 90 days and not ahead. */
const recentTime = z.unknown().transform((value) => {
  const ms = Number(value)
  const now = Date.now()
  const valid = value !== '' && Number.isInteger(ms) && ms <= now + 60_000
  return valid && ms >= now - 91 * 24 * 60 * 60 * 1000 ? new Date(ms) : null
})

const touchFields = {
  utmSource: text(255),
  utmMedium: text(255),
  utmCampaign: text(255),
  utmTerm: text(255),
  utmContent: text(255),
  landingPage: text(2048),
  referrer: text(2048),
}

/** The visitor's first arrival (issue 37), as stored in `leads.first_touch`. */
export const firstTouchSchema = z.object({
  ...touchFields,
  gclid: text(255),
  gbraid: text(255),
  wbraid: text(255),
  at: recentTime.transform((date) => date?.toISOString() ?? null),
})

export type FirstTouch = z.output<typeof firstTouchSchema>

/**
 * Where a lead came from, read from hidden form fields the browser fills: the last
 * non-direct touch in the lead's own columns (what the report counts), the first in
 * `firstTouch` (JSON). Whatever a tampered form holds, this never throws.
 */
export const attributionSchema = z.object({
  ...touchFields,
  lastTouchAt: recentTime,
  firstTouch: z.unknown().transform((raw): FirstTouch | null => {
    if (typeof raw !== 'string' || raw.length > 8000) return null
    try {
      const data: unknown = JSON.parse(raw)
      if (typeof data !== 'object' || data === null) return null
      // Every key given (undefined when absent), so each field reads as null, not missing.
      const record = data as Record<string, unknown>
      const fields = Object.keys(firstTouchSchema.shape).map((key) => [key, record[key]])
      const parsed = firstTouchSchema.safeParse(Object.fromEntries(fields))
      return parsed.success && parsed.data.at ? parsed.data : null
    } catch {
      return null
    }
  }),
})

export type Attribution = z.output<typeof attributionSchema>

/** The attribution fields of a submitted form (each unreadable one null). */
export function readAttribution(field: (name: string) => string | undefined): Attribution {
  return attributionSchema.parse({
    utmSource: field('utmSource'),
    utmMedium: field('utmMedium'),
    utmCampaign: field('utmCampaign'),
    utmTerm: field('utmTerm'),
    utmContent: field('utmContent'),
    landingPage: field('landingPage'),
    referrer: field('referrer'),
    lastTouchAt: field('lastTouchAt'),
    firstTouch: field('firstTouch'),
  })
}
