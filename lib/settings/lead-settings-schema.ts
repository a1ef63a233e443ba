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

const minutes = (min: number, fallback: number) =>
  z.coerce
    .number('Enter a number of minutes')
    .int('Enter a whole number of minutes')
    .min(min, min === 1 ? 'At least 1 minute' : `At least ${min} minutes`)
    .max(24 * 60, 'At most 1440 minutes (one day)')
    .default(fallback)

const clock = (fallback: string, message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, message)
    .default(fallback)

/** Sunday = 0 … Saturday = 6 (as Date.getDay counts). Egypt's weekend is Friday. */
export const WEEK_DAYS = [6, 0, 1, 2, 3, 4, 5] as const
export const DEFAULT_BUSINESS_DAYS = [0, 1, 2, 3, 4, 6]

/** Checkboxes named `businessDays.<n>` arrive as { n: 'on' }: the days ticked. */
const businessDays = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value
      : value && typeof value === 'object'
        ? Object.keys(value)
            .filter((day) => (value as Record<string, unknown>)[day])
            .map(Number)
        : value,
  z
    .array(z.number().int().min(0).max(6), 'Choose the working days')
    .min(1, 'Choose at least one working day')
    .default(DEFAULT_BUSINESS_DAYS),
)

/**
 * Settings › Leads: the response target (business hours), the reminders and the morning
 * digest, and the Google Ads conversions per stage. Fields added later have defaults, so
 * settings saved before them still read.
 */
export const leadSettingsSchema = z
  .object({
    responseTargetMinutes: minutes(1, 5),
    escalateAfterMinutes: minutes(0, 10),
    businessDays,
    opensAt: clock('10:00', 'Enter the opening time as HH:MM, e.g. 10:00'),
    closesAt: clock('20:00', 'Enter the closing time as HH:MM, e.g. 20:00'),
    digestAt: clock('08:30', 'Enter the digest time as HH:MM, e.g. 08:30'),
    conversions: z.object({
      contacted: z.object({ name: conversionName('Contacted'), value: conversionValue }),
      qualified: z.object({ name: conversionName('Qualified'), value: conversionValue }),
      viewing: z.object({ name: conversionName('Viewing'), value: conversionValue }),
      won: z.object({ name: conversionName('Won'), value: conversionValue }),
    }),
  })
  .refine((settings) => settings.opensAt < settings.closesAt, {
    path: ['closesAt'],
    message: 'Closing time must be after opening time',
    // Checked beside the other fields' errors, once both times read as times.
    when: ({ value }) => {
      const times = (value ?? {}) as { opensAt?: unknown; closesAt?: unknown }
      return [times.opensAt, times.closesAt].every(
        (time) => typeof time === 'string' && /^\d{2}:\d{2}$/.test(time.trim()),
      )
    },
  })

export type LeadSettings = z.output<typeof leadSettingsSchema>

export const DEFAULT_LEAD_SETTINGS: LeadSettings = {
  responseTargetMinutes: 5,
  escalateAfterMinutes: 10,
  businessDays: DEFAULT_BUSINESS_DAYS,
  opensAt: '10:00',
  closesAt: '20:00',
  digestAt: '08:30',
  conversions: {
    contacted: { name: 'Lead contacted', value: null },
    qualified: { name: 'Qualified lead', value: null },
    viewing: { name: 'Viewing booked', value: null },
    // A won lead reports its deal value when staff recorded one.
    won: { name: 'Closed deal', value: null },
  },
}
