import { z } from 'zod'
import { messageKey, type AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'

const conversionName = (stage: 'contacted' | 'qualified' | 'viewing' | 'won') =>
  z
    .string(messageKey(`settings.fieldErrors.conversions.${stage}`))
    .trim()
    .min(1, messageKey(`settings.fieldErrors.conversions.${stage}`))
    .max(100, messageKey('settings.fieldErrors.conversionNameTooLong'))

/** '' (none: Google Ads uses the conversion action's default value) or whole EGP. */
const conversionValue = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.coerce
    .number(messageKey('settings.fieldErrors.valueNumber'))
    .int(messageKey('settings.fieldErrors.valueWhole'))
    .min(0, messageKey('settings.fieldErrors.valueMin'))
    .max(10_000_000_000, messageKey('settings.fieldErrors.valueTooLarge'))
    .nullable(),
)

const minutes = (min: 0 | 1, fallback: number) =>
  z.coerce
    .number(messageKey('settings.fieldErrors.minutes'))
    .int(messageKey('settings.fieldErrors.minutesWhole'))
    .min(
      min,
      messageKey(
        min === 1 ? 'settings.fieldErrors.minutesMinOne' : 'settings.fieldErrors.minutesMinZero',
      ),
    )
    .max(24 * 60, messageKey('settings.fieldErrors.minutesMax'))
    .default(fallback)

const clock = (fallback: string, message: AdminMessageKey) =>
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
    .array(z.number().int().min(0).max(6), messageKey('settings.fieldErrors.businessDays'))
    .min(1, messageKey('settings.fieldErrors.businessDaysMin'))
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
    opensAt: clock('10:00', messageKey('settings.fieldErrors.opensAt')),
    closesAt: clock('20:00', messageKey('settings.fieldErrors.closesAt')),
    digestAt: clock('08:30', messageKey('settings.fieldErrors.digestAt')),
    conversions: z.object({
      contacted: z.object({ name: conversionName('contacted'), value: conversionValue }),
      qualified: z.object({ name: conversionName('qualified'), value: conversionValue }),
      viewing: z.object({ name: conversionName('viewing'), value: conversionValue }),
      won: z.object({ name: conversionName('won'), value: conversionValue }),
    }),
  })
  .refine((settings) => settings.opensAt < settings.closesAt, {
    path: ['closesAt'],
    message: messageKey('settings.fieldErrors.closesAfterOpens'),
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
