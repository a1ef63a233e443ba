import 'server-only'
import type { z } from 'zod'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { isAdminMessageKey } from '@/lib/admin-catalogue/is-admin-message-key'
import { authorize } from '@/lib/auth/authorize'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { Permission } from '@/lib/auth/permissions'
import { fieldErrorsOf, formObject } from '@/lib/validation/form-object'
import { submittedValue } from '@/lib/validation/submitted-value'
import { DENIAL_MESSAGES, fail, INVALID_MESSAGE, succeed, type ActionResult } from './action-result'
import { failureOf } from './failure-of'

type StaffActionOptions<S extends z.ZodType> = {
  permission: Permission
  schema: S
} & ({ formData: FormData } | { input: unknown })

/**
 * The schema's messages are admin catalogue keys; a rule that names none (zod's own wording,
 * e.g. an id over its length, which no form lets anyone type) answers the generic key.
 */
function keyedFieldErrors(error: z.ZodError): Record<string, AdminMessageKey> {
  const errors = fieldErrorsOf(error.issues)
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      isAdminMessageKey(message) ? message : INVALID_VALUE,
    ]),
  )
}

const INVALID_VALUE = 'errors.invalidValue' satisfies AdminMessageKey

/**
 * The one wrapper of staff server actions: session → role → schema → work. The role is checked
 * on the server before anything is read; failures become messages safe to show.
 */
export async function staffAction<S extends z.ZodType, T>(
  options: StaffActionOptions<S>,
  work: (input: z.output<S>, viewer: Viewer) => Promise<T>,
): Promise<ActionResult<T>> {
  const gate = await authorize(options.permission)
  if (!gate.ok) return fail(gate.denial, DENIAL_MESSAGES[gate.denial])
  const raw = 'formData' in options ? formObject(options.formData) : submittedValue(options.input)
  const parsed = options.schema.safeParse(raw)
  if (!parsed.success) return fail('invalid', INVALID_MESSAGE, keyedFieldErrors(parsed.error))
  try {
    return succeed(await work(parsed.data, gate.viewer))
  } catch (error) {
    return failureOf(error, 'Staff action')
  }
}
