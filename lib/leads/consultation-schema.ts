import { z } from 'zod'

/** Spec §9 budget buckets (EGP); the stored value is the bucket id. */
export const BUDGET_RANGES = ['under_5m', '5m_10m', '10m_20m', 'over_20m'] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]

export const CONSULTATION_FORM_ID = 'home_consultation'

/** Error messages are keys under `consultation.errors` in messages/*.json. */
export type ConsultationErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'phoneRequired'
  | 'phoneTooLong'
  | 'areaTooLong'
  | 'budgetInvalid'
  | 'notesTooLong'

const optionalText = (max: number, message: ConsultationErrorKey) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null)

const clickId = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((value) => value || null)

/** Spec §5, home consultation form: every value trimmed. Shared by the form and the action. */
export const consultationSchema = z.object({
  fullName: z.string().trim().min(1, 'nameRequired').max(100, 'nameTooLong'),
  email: z.string().trim().max(255, 'emailTooLong').pipe(z.email('emailInvalid')),
  phone: z.string().trim().min(1, 'phoneRequired').max(20, 'phoneTooLong'),
  preferredArea: optionalText(100, 'areaTooLong'),
  budgetRange: z
    .enum(['', ...BUDGET_RANGES], 'budgetInvalid') // '' is "no range chosen"
    .optional()
    .transform((value) => value || null),
  notes: optionalText(1000, 'notesTooLong'),
  gclid: clickId,
  gbraid: clickId,
  wbraid: clickId,
})

export type ConsultationInput = z.input<typeof consultationSchema>
export type ConsultationFields = keyof ConsultationInput
export type ConsultationFieldErrors = Partial<Record<ConsultationFields, ConsultationErrorKey>>

/** First error per field, as message keys. */
export function consultationFieldErrors(error: z.ZodError): ConsultationFieldErrors {
  const errors: ConsultationFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as ConsultationFields | undefined
    if (field && !errors[field]) errors[field] = issue.message as ConsultationErrorKey
  }
  return errors
}
