// zod/mini: these schemas ship to the browser with the project lead form.
import * as z from 'zod/mini'
import { firstErrorPerField } from '@/lib/validation/field-errors'
import { isLeadPhone } from '@/lib/validation/phone'
import { isSingleLine } from '@/lib/validation/single-line'

export const LEAD_STEP1_FORM_ID = 'full_form_step1'

export const HOW_SOON_OPTIONS = [
  'immediately',
  'within_3m',
  'within_6m',
  'within_12m',
  'exploring',
] as const
export const CONTACT_CHANNELS = ['whatsapp', 'call', 'email'] as const
export const NOT_SURE = 'not_sure'

export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** Error messages are keys under `leadForm.errors` in messages/*.json (spec §5 texts). */
export type LeadFormErrorKey =
  | 'nameTooShort'
  | 'nameTooLong'
  | 'nameOneLine'
  | 'mobileInvalid'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'howSoonRequired'
  | 'unitRequired'
  | 'channelRequired'
  | 'notesTooLong'
  | 'consentRequired'

export const leadStep1Schema = z.object({
  fullName: z.string().check(
    z.trim(),
    z.minLength(2, 'nameTooShort'),
    z.maxLength(100, 'nameTooLong'),
    // A line break would forge lines of the plain-text sales mail.
    z.refine(isSingleLine, 'nameOneLine'),
  ),
  mobile: z.string().check(
    z.trim(),
    // An Egyptian mobile or an international number with its country code (a buyer abroad).
    z.refine((value) => isSingleLine(value) && isLeadPhone(value), 'mobileInvalid'),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(255, 'emailTooLong')),
    z.email('emailInvalid'),
  ),
})

export const leadStep2Schema = z.object({
  howSoon: z.enum(HOW_SOON_OPTIONS, 'howSoonRequired'),
  unitInterest: z.string().check(
    z.trim(),
    z.minLength(1, 'unitRequired'),
    z.maxLength(200, 'unitRequired'),
    // A choice of the list: a line break is no choice of it.
    z.refine(isSingleLine, 'unitRequired'),
  ),
  preferredChannel: z.enum(CONTACT_CHANNELS, 'channelRequired'),
  notes: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(500, 'notesTooLong'))),
    z.transform((value) => value || null),
  ),
  consent: z.literal('on', 'consentRequired'),
})

export type LeadStep1Fields = keyof z.input<typeof leadStep1Schema>
export type LeadStep2Fields = keyof z.input<typeof leadStep2Schema>
export type LeadFieldErrors<F extends string> = Partial<Record<F, LeadFormErrorKey>>

/** First error per field, as message keys. */
export const leadFieldErrors = <F extends string>(error: z.core.$ZodError): LeadFieldErrors<F> =>
  firstErrorPerField<F, LeadFormErrorKey>(error)
