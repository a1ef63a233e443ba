import type * as z from 'zod/mini'

/**
 * Submit handler body shared by the lead forms: parses the form with its schema; on failure
 * shows the per-field message keys and focuses the first invalid field; on success returns the
 * form data for the caller to send.
 */
export function validateOnSubmit<F extends string, K extends string>(
  event: React.FormEvent<HTMLFormElement>,
  schema: z.ZodMiniType,
  options: {
    fieldErrors: (error: z.core.$ZodError) => Partial<Record<F, K>>
    setErrors: (errors: Partial<Record<F, K>>) => void
    fieldId: (name: string) => string
  },
): FormData | null {
  event.preventDefault()
  const formData = new FormData(event.currentTarget)
  const result = schema.safeParse(Object.fromEntries(formData))
  if (result.success) {
    options.setErrors({})
    return formData
  }
  const found = options.fieldErrors(result.error)
  options.setErrors(found)
  const first = Object.keys(found)[0]
  if (first) document.getElementById(options.fieldId(first))?.focus()
  return null
}

/** The message key of a single field's first problem, or undefined when it is valid (on blur). */
export function fieldErrorKey<K extends string>(
  schema: z.ZodMiniType,
  value: string,
): K | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message as K | undefined)
}

/**
 * Whether a field lost focus to its form's submit button: its message would then appear or go
 * between the button's mouse-down and mouse-up, move the button, and the click would be lost.
 * The submit checks every field anyway.
 */
export const blurredToSubmit = (event: React.FocusEvent<HTMLElement>) => {
  const next = event.relatedTarget
  return next instanceof HTMLButtonElement && next.type === 'submit' && next.form !== null
}
