import type * as z from 'zod/mini'

/**
 * The first error of each field, as the message key the schema carries (the forms translate
 * it). Shared by every lead form schema.
 */
export function firstErrorPerField<F extends string, K extends string>(
  error: z.core.$ZodError,
): Partial<Record<F, K>> {
  const errors: Partial<Record<F, K>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined
    if (field && !errors[field]) errors[field] = issue.message as K
  }
  return errors
}
