// zod/mini: this schema ships to the browser with the form, and the full zod build is ~30 kB.
import * as z from 'zod/mini'
import { firstErrorPerField } from '@/lib/validation/field-errors'
import { isLeadPhone, toWesternDigits } from '@/lib/validation/phone'
import { isSingleLine, toOneLine } from '@/lib/validation/single-line'

/** Spec §9 budget buckets (EGP); the stored value is the bucket id. */
export const BUDGET_RANGES = ['under_5m', '5m_10m', '10m_20m', 'over_20m'] as const

export const CONSULTATION_FORM_ID = 'home_consultation'

/** Error messages are keys under `consultation.errors` in messages/*.json. */
export type ConsultationErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameOneLine'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'phoneRequired'
  | 'phoneTooLong'
  | 'phoneInvalid'
  | 'areaTooLong'
  | 'areaOneLine'
  | 'budgetInvalid'
  | 'notesTooLong'

const emptyToNull = <T>(value: T) => value || null

const optionalLine = (max: number, message: ConsultationErrorKey, oneLine: ConsultationErrorKey) =>
  z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(max, message), z.refine(isSingleLine, oneLine)),
    ),
    z.transform(emptyToNull),
  )

const optionalText = (max: number, message: ConsultationErrorKey) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform(emptyToNull),
  )

// From the page's URL, not typed: a control character in it becomes a space, never a refusal.
const clickId = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(255))),
  z.transform((value) => emptyToNull(value && toOneLine(value))),
)

/** Spec §5, home consultation form: every value trimmed. Shared by the form and the action. */
export const consultationSchema = z.object({
  fullName: z.string().check(
    z.trim(),
    z.minLength(1, 'nameRequired'),
    z.maxLength(100, 'nameTooLong'),
    // A line break would forge lines of the plain-text sales mail.
    z.refine(isSingleLine, 'nameOneLine'),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(255, 'emailTooLong')),
    z.email('emailInvalid'),
  ),
  // An Egyptian mobile or an international number, as the project form's; stored with
  // Western digits however it was typed (Arabic-Indic, Persian).
  phone: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, 'phoneRequired'),
      z.maxLength(20, 'phoneTooLong'),
      z.refine(
        (value) => value === '' || (isSingleLine(value) && isLeadPhone(value)),
        'phoneInvalid',
      ),
    ),
    z.transform(toWesternDigits),
  ),
  preferredArea: optionalLine(100, 'areaTooLong', 'areaOneLine'),
  // '' is "no range chosen".
  budgetRange: z.pipe(
    z.optional(z.enum(['', ...BUDGET_RANGES], 'budgetInvalid')),
    z.transform(emptyToNull),
  ),
  notes: optionalText(1000, 'notesTooLong'),
  gclid: clickId,
  gbraid: clickId,
  wbraid: clickId,
})

export type ConsultationInput = z.input<typeof consultationSchema>
export type ConsultationFields = keyof ConsultationInput
export type ConsultationFieldErrors = Partial<Record<ConsultationFields, ConsultationErrorKey>>

/** First error per field, as message keys. */
export const consultationFieldErrors = (error: z.core.$ZodError): ConsultationFieldErrors =>
  firstErrorPerField<ConsultationFields, ConsultationErrorKey>(error)
