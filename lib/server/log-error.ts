import 'server-only'
import { env } from '@/lib/env'

type ErrorFields = { name?: unknown; message?: unknown; code?: unknown; constraint?: unknown }

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined

/**
 * An error as production logs it: name, message, and the PostgreSQL code and constraint (Drizzle
 * wraps the pg error as its cause). Never the error itself: Drizzle's message ends with the
 * query's parameters ("params: Mona Adel,mona@example.com,…"), so that part is cut off.
 */
export function describeError(error: unknown): string {
  // A thrown non-error (a string) could hold anything.
  if (!error || typeof error !== 'object') return `non-error value thrown (${typeof error})`
  const fields = error as ErrorFields & { cause?: unknown }
  const cause: ErrorFields = fields.cause && typeof fields.cause === 'object' ? fields.cause : {}
  const message = (text(fields.message) ?? '').replace(/\s*params:[\s\S]*$/i, '')
  const pg = [
    ['code', text(fields.code) ?? text(cause.code)],
    ['constraint', text(fields.constraint) ?? text(cause.constraint)],
  ].filter(([, value]) => value !== undefined)
  const details = pg.length ? ` (${pg.map(([key, value]) => `${key} ${value}`).join(', ')})` : ''
  return `${text(fields.name) ?? 'Error'}: ${message}${details}`
}

/**
 * Logs an unexpected error. In production without the data it may carry (see describeError);
 * elsewhere in full, stack and all.
 */
export function logError(
  context: string,
  error: unknown,
  production = env().NODE_ENV === 'production',
): void {
  console.error(context, production ? describeError(error) : error)
}
