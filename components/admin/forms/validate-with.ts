import type { z } from 'zod'
import { fieldErrorsOf, formObject } from '@/lib/validation/form-object'

/** Runs an entity schema on a form in the browser: errors by field, or null when valid. */
export const validateWith = (schema: z.ZodType) => (formData: FormData) => {
  const parsed = schema.safeParse(formObject(formData))
  return parsed.success ? null : fieldErrorsOf(parsed.error.issues)
}
