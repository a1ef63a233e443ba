import { z } from 'zod'
import { requiredContactNumber } from '@/lib/validation/admin-fields'
import { toWesternDigits } from '@/lib/validation/phone'
import { DEFAULT_PRIVACY_NOTICE } from './default-privacy-notice'

// Stored values are the schema's output (nulls, an address list); read back through the same
// schema, so they are accepted as input too.
const text = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : ''

const socialLink = (network: string) =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(300, `The ${network} link must be less than 300 characters`)
      .refine(
        (value) => value === '' || (/^https:\/\/[^\s\\]+$/i.test(value) && URL.canParse(value)),
        `Enter the full ${network} address, starting with https://`,
      )
      .transform((value) => value || null),
  )

const footerText = z.preprocess(
  text,
  z
    .string()
    .trim()
    .max(300, 'The footer text must be less than 300 characters')
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
    .number('Enter the founding year, e.g. 2015')
    .int('Enter the founding year, e.g. 2015')
    .min(FIRST_YEAR, `Enter a year from ${FIRST_YEAR} on`)
    .refine(
      (year) => year <= new Date().getFullYear(),
      'The founding year cannot be in the future',
    ),
)

const PRIVACY_MAX = 20_000

const privacyText = (language: string) =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, `Write the ${language} privacy notice`)
      .max(
        PRIVACY_MAX,
        `The ${language} privacy notice must be less than ${PRIVACY_MAX} characters`,
      ),
  )

const EMAIL = z.email()
const ADDRESS_SEPARATOR = /[\s,;]+/

/** Settings › Company: what the public site shows and where lead notifications go. */
export const siteSettingsSchema = z.object({
  phone: z.preprocess(text, requiredContactNumber('Enter the company phone')),
  email: z.preprocess(
    text,
    z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(255)),
  ),
  whatsappNumber: z.preprocess(text, requiredContactNumber('Enter the WhatsApp number')),
  /** Saved settings from before this field read as the default. */
  foundedYear,
  social: z.object({
    facebook: socialLink('Facebook'),
    instagram: socialLink('Instagram'),
    linkedin: socialLink('LinkedIn'),
  }),
  footerText: z.object({ en: footerText, ar: footerText }),
  /** The /privacy page; saved settings from before this field read as the default notice. */
  privacyNotice: z.preprocess(
    (value) => value ?? DEFAULT_PRIVACY_NOTICE,
    z.object({ en: privacyText('English'), ar: privacyText('Arabic') }),
  ),
  analyticsContainerId: z.preprocess(
    text,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(value),
        'Enter a Google Tag Manager container ID such as GTM-AB12CD3, or leave it empty',
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
          context.addIssue({ code: 'custom', message: `“${wrong}” is not an email address` })
        else if (addresses.length === 0)
          context.addIssue({ code: 'custom', message: 'Add at least one address' })
        else if (addresses.length > 10)
          context.addIssue({ code: 'custom', message: 'At most 10 addresses' })
      })
      .transform((addresses) => [...new Set(addresses.map((address) => address.toLowerCase()))]),
  ),
})

export type SiteSettings = z.output<typeof siteSettingsSchema>

export const digitsOf = (value: string) => value.replace(/\D/g, '')

/** A tel: link for the phone as typed ("+20 2 2735 0100" → "tel:+20227350100"). */
export const phoneHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOf(phone)}`
