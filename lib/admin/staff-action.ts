import 'server-only'
import type { z } from 'zod'
import { authorize } from '@/lib/auth/authorize'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { Permission } from '@/lib/auth/permissions'
import { fieldErrorsOf, formObject } from '@/lib/validation/form-object'
import { DENIAL_MESSAGES, type ActionResult } from './action-result'
import { FieldError } from './field-error'
import { NotFoundError } from './not-found-error'
import { uniqueViolationField } from './unique-violation'

const UNEXPECTED = 'Something went wrong. Please try again.'

/**
 * The one wrapper of admin server actions: checks the role on the server, validates the form
 * with the entity's zod schema, runs the work and turns failures into messages safe to show
 * (a taken slug becomes a field error; anything else is logged and answered generically).
 */
export async function staffAction<S extends z.ZodType, T>(
  options: { permission: Permission; schema: S; formData: FormData },
  work: (input: z.output<S>, viewer: Viewer) => Promise<T>,
): Promise<ActionResult<T>> {
  const gate = await authorize(options.permission)
  if (!gate.ok) return { ok: false, denial: gate.denial, formError: DENIAL_MESSAGES[gate.denial] }
  const parsed = options.schema.safeParse(formObject(options.formData))
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  try {
    return { ok: true, data: await work(parsed.data, gate.viewer) }
  } catch (error) {
    if (error instanceof NotFoundError) return { ok: false, formError: error.message }
    if (error instanceof FieldError)
      return { ok: false, fieldErrors: { [error.field]: error.message } }
    const field = uniqueViolationField(error)
    if (field) return { ok: false, fieldErrors: { [field]: 'This slug is already in use' } }
    console.error('Admin action failed', error)
    return { ok: false, formError: UNEXPECTED }
  }
}

/** For actions without a form (delete): the role check and error handling only. */
export async function staffCall<T>(
  permission: Permission,
  work: (viewer: Viewer) => Promise<T>,
): Promise<ActionResult<T>> {
  const gate = await authorize(permission)
  if (!gate.ok) return { ok: false, denial: gate.denial, formError: DENIAL_MESSAGES[gate.denial] }
  try {
    return { ok: true, data: await work(gate.viewer) }
  } catch (error) {
    if (error instanceof NotFoundError) return { ok: false, formError: error.message }
    console.error('Admin action failed', error)
    return { ok: false, formError: UNEXPECTED }
  }
}
