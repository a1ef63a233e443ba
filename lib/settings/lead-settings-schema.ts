import { z } from 'zod'

const conversionName = (stage: string) =>
  z
    .string(`Give the ${stage} conversion a name`)
    .trim()
    .min(1, `Give the ${stage} conversion a name`)
    .max(100, 'Conversion names must be less than 100 characters')

/** '' (none: Google Ads uses the conversion action's default value) or whole EGP. */
const conversionValue = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.coerce
    .number('Value must be a number')
    .int('Value must be a whole number of EGP')
    .min(0, 'Value must be 0 or more')
    .max(10_000_000_000, 'Value is too large')
    .nullable(),
)

/** Settings › Leads: when a New lead is flagged, and the Google Ads conversions per stage. */
export const leadSettingsSchema = z.object({
  staleAfterMinutes: z.coerce
    .number('Enter a number of minutes')
    .int('Enter a whole number of minutes')
    .min(1, 'At least 1 minute')
    .max(7 * 24 * 60, 'At most 10080 minutes (one week)'),
  conversions: z.object({
    contacted: z.object({ name: conversionName('Contacted'), value: conversionValue }),
    qualified: z.object({ name: conversionName('Qualified'), value: conversionValue }),
    viewing: z.object({ name: conversionName('Viewing'), value: conversionValue }),
    won: z.object({ name: conversionName('Won'), value: conversionValue }),
  }),
})

export type LeadSettings = z.output<typeof leadSettingsSchema>

export const DEFAULT_LEAD_SETTINGS: LeadSettings = {
  staleAfterMinutes: 60,
  conversions: {
    contacted: { name: 'Lead contacted', value: null },
    qualified: { name: 'Qualified lead', value: null },
    viewing: { name: 'Viewing booked', value: null },
    // A won lead reports its deal value when staff recorded one.
    won: { name: 'Closed deal', value: null },
  },
}
