import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { requiredContactNumber } from '@/lib/validation/admin-fields'
import { toWesternDigits } from '@/lib/validation/phone'
import { DEFAULT_PRIVACY_NOTICE } from './default-privacy-notice'

// Stored values are the schema's output (nulls, an address list); read back through the same
// schema, so they are accepted as input too.
const text = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : ''

const socialLink = (network: 'facebook' | 'instagram' | 'linkedin') =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(300, messageKey(`settings.fieldErrors.social.${network}.tooLong`))
      .refine(
        (value) => value === '' || (/^https:\/\/[^\s\\]+$/i.test(value) && URL.canParse(value)),
        messageKey(`settings.fieldErrors.social.${network}.https`),
      )
      .transform((value) => value || null),
  )

const footerText = z.preprocess(
  text,
  z
    .string()
    .trim()
    .max(300, messageKey('settings.fieldErrors.footerTooLong'))
    .transform((value) => value || null),
)

/** The company's founding year before staff set one; the home page counts years from it. */
export const DEFAULT_FOUNDED_YEAR = 2015
const FIRST_YEAR = 1950

const foundedYear = z.preprocess(
  (value) => {
    const typed = typeof value === 'number' ? String(value) : text(value).trim()
    return typed === '' ? DEFAULT_FOUNDED_YEAR : Number(toWesternDigits(typed))
  },
  z
    .number(messageKey('settings.fieldErrors.foundedYear'))
    .int(messageKey('settings.fieldErrors.foundedYear'))
    .min(FIRST_YEAR, messageKey('settings.fieldErrors.foundedYearMin'))
    .refine(
      (year) => year <= new Date().getFullYear(),
      messageKey('settings.fieldErrors.foundedYearFuture'),
    ),
)

const PRIVACY_MAX = 20_000

const privacyText = (language: 'english' | 'arabic') =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, messageKey(`settings.fieldErrors.privacy.${language}.required`))
      .max(PRIVACY_MAX, messageKey(`settings.fieldErrors.privacy.${language}.tooLong`)),
  )

const EMAIL = z.email()
const ADDRESS_SEPARATOR = /[\s,;]+/

/** Settings › Company: what the public site shows and where lead notifications go. */
export const siteSettingsSchema = z.object({
  phone: z.preprocess(text, requiredContactNumber(messageKey('settings.fieldErrors.companyPhone'))),
  email: z.preprocess(
    text,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email(messageKey('settings.fieldErrors.validEmail')).max(255)),
  ),
  whatsappNumber: z.preprocess(
    text,
    requiredContactNumber(messageKey('settings.fieldErrors.whatsappNumber')),
  ),
  /** Saved settings from before this field read as the default. */
  foundedYear,
  social: z.object({
    facebook: socialLink('facebook'),
    instagram: socialLink('instagram'),
    linkedin: socialLink('linkedin'),
  }),
  footerText: z.object({ en: footerText, ar: footerText }),
  /** The /privacy page; saved settings from before this field read as the default notice. */
  privacyNotice: z.preprocess(
    (value) => value ?? DEFAULT_PRIVACY_NOTICE,
    z.object({ en: privacyText('english'), ar: privacyText('arabic') }),
  ),
  analyticsContainerId: z.preprocess(
    text,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(value),
        messageKey('settings.fieldErrors.tagManager'),
      )
      .transform((value) => value || null),
  ),
  leadRecipients: z.preprocess(
    text,
    z
      .string()
      .transform((value) => value.split(ADDRESS_SEPARATOR).filter(Boolean))
      .superRefine((addresses, context) => {
        const wrong = addresses.find((address) => !EMAIL.safeParse(address).success)
        if (wrong)
          context.addIssue({
            code: 'custom',
            message: messageKey('settings.fieldErrors.recipientInvalid'),
          })
        else if (addresses.length === 0)
          context.addIssue({
            code: 'custom',
            message: messageKey('settings.fieldErrors.recipientsEmpty'),
          })
        else if (addresses.length > 10)
          context.addIssue({
            code: 'custom',
            message: messageKey('settings.fieldErrors.recipientsTooMany'),
          })
      })
      .transform((addresses) => [...new Set(addresses.map((address) => address.toLowerCase()))]),
  ),
})

export type SiteSettings = z.output<typeof siteSettingsSchema>

export const digitsOf = (value: string) => value.replace(/\D/g, '')

/** A tel: link for the phone as typed ("+20 2 2735 0100" → "tel:+20227350100"). */
export const phoneHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOf(phone)}`
