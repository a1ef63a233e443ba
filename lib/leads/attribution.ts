import { z } from 'zod'

const text = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.slice(0, max) || null)
    .nullish()
    .transform((value) => value ?? null)

/**
 * Where a lead came from, read from hidden form fields the browser fills. Lenient by design:
 * attribution is best effort and never blocks a lead, so over-long values are cut, not refused.
 */
export const attributionSchema = z.object({
  utmSource: text(255),
  utmMedium: text(255),
  utmCampaign: text(255),
  utmTerm: text(255),
  utmContent: text(255),
  landingPage: text(2048),
  referrer: text(2048),
})

export type Attribution = z.output<typeof attributionSchema>

/** The attribution fields of a submitted form; null when they cannot be read. */
export function readAttribution(field: (name: string) => string | undefined): Attribution | null {
  const parsed = attributionSchema.safeParse({
    utmSource: field('utmSource'),
    utmMedium: field('utmMedium'),
    utmCampaign: field('utmCampaign'),
    utmTerm: field('utmTerm'),
    utmContent: field('utmContent'),
    landingPage: field('landingPage'),
    referrer: field('referrer'),
  })
  return parsed.success ? parsed.data : null
}
