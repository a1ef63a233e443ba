import 'server-only'
import type { z } from 'zod'
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
  if (!parsed.success) return fail('invalid', INVALID_MESSAGE, fieldErrorsOf(parsed.error.issues))
  try {
    return succeed(await work(parsed.data, gate.viewer))
  } catch (error) {
    return failureOf(error, 'Staff action')
  }
}

/** For staff actions without input to validate (delete by id): session → role → work. */
export async function staffCall<T>(
  permission: Permission,
  work: (viewer: Viewer) => Promise<T>,
): Promise<ActionResult<T>> {
  const gate = await authorize(permission)
  if (!gate.ok) return fail(gate.denial, DENIAL_MESSAGES[gate.denial])
  try {
    return succeed(await work(gate.viewer))
  } catch (error) {
    return failureOf(error, 'Staff action')
  }
}
