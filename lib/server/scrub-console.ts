import 'server-only'
import { describeError } from './log-error'

type Method = 'error' | 'warn' | 'log' | 'info'

/** A logged value without the data a query error carries ("params: …" and what follows). */
export function scrubLogValue(value: unknown): unknown {
  if (value instanceof Error) {
    const frames = value.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? []
    return [describeError(value), ...frames].join('\n')
  }
  if (typeof value === 'string') return value.replace(/params:[^\n]*/gi, 'params: [not logged]')
  return value
}

/**
 * In production, every console line passes through scrubLogValue: Next.js itself logs errors a
 * page or route throws, and a failed query's error would otherwise print its parameters (a
 * searched e-mail address, a lead's phone).
 */
export function scrubConsole(target: Pick<Console, Method> = console): void {
  for (const method of ['error', 'warn', 'log', 'info'] as const) {
    const original = target[method].bind(target)
    target[method] = (...values: unknown[]) => original(...values.map(scrubLogValue))
  }
}
