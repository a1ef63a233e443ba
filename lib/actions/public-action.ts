import 'server-only'
import * as z from 'zod/mini'
import { clientLimitKey } from '@/lib/server/client-address'
import { withinRateLimit, type RateLimitRule } from '@/lib/server/rate-limit'
import { fieldErrorsOf } from '@/lib/validation/form-object'
import { submittedValue } from '@/lib/validation/submitted-value'
import { fail, succeed, type ActionFailure, type ActionResult } from './action-result'
import { failureOf } from './failure-of'
import type { MessageKey } from './message-key'

export type AddressLimit = RateLimitRule & { key: string }

export type PublicActionOptions<S extends z.core.$ZodType> = {
  schema: S
  input: unknown
  /** Counted per client address once the input is valid (a typo costs no attempt). */
  limits?: (input: z.output<S>, address: string) => AddressLimit[]
  /** Shown when a limit is reached. */
  rateLimitedMessage: MessageKey
  /** Shown with field errors. */
  invalidMessage: MessageKey
  /** Names the action in the server log. */
  context: string
}

/** Null outside an HTTP request (scripts, tests): nobody to limit. */
async function requestAddress(): Promise<string | null> {
  try {
    return await clientLimitKey()
  } catch {
    return null
  }
}

/**
 * The one wrapper of actions anyone may call (lead forms, sign-in, password reset):
 * schema → rate limit → work, answering with the same result shape as staff actions.
 */
export async function publicAction<S extends z.core.$ZodType, T, E extends string = string>(
  options: PublicActionOptions<S>,
  work: (input: z.output<S>) => Promise<T>,
): Promise<ActionResult<T, E>> {
  const parsed = z.safeParse(options.schema, submittedValue(options.input))
  if (!parsed.success) {
    // The schema's messages are the form's message keys (E).
    const fieldErrors = fieldErrorsOf(parsed.error.issues) as Record<string, E>
    return fail('invalid', options.invalidMessage, fieldErrors)
  }
  try {
    const address = options.limits ? await requestAddress() : null
    if (address !== null && options.limits) {
      const checks = options
        .limits(parsed.data, address)
        .map(({ key, ...rule }) => withinRateLimit(key, rule))
      if ((await Promise.all(checks)).includes(false))
        return fail('rate-limited', options.rateLimitedMessage)
    }
    return succeed(await work(parsed.data))
  } catch (error) {
    // Field errors come from the schema above, never from a thrown error here.
    return failureOf(error, options.context) as ActionFailure<E>
  }
}

/** For public actions without input (sign-out): the same result shape and error handling. */
export async function publicCall<T>(
  context: string,
  work: () => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    return succeed(await work())
  } catch (error) {
    return failureOf(error, context)
  }
}
