// @ts-check
// Production logs carry an error as one line: its name and message, never its stack. The app's
// own errors already go out so (lib/server/log-error.ts); this does the same for what Next
// logs itself (a malformed server action body, a forged request), so that nothing a
// stranger sends writes a stack trace (issue 38 §7), and a query's parameters are cut off.

/** Drizzle's message ends with the query's parameters ("params: Mona Adel,…"). */
const PARAMS = /\s*params:[\s\S]*$/i

/** A stack frame line ("    at fn (file:line:col)"), as in an error Next formats itself. */
const FRAME = /\n\s+at\s[^\n]*/g

/** @param {unknown} value */
export function oneLine(value) {
  if (typeof value === 'string') return value.replace(FRAME, '')
  if (!(value instanceof Error)) return value
  const code = /** @type {{ code?: unknown }} */ (value).code
  const details = typeof code === 'string' || typeof code === 'number' ? ` (code ${code})` : ''
  return `${value.name}: ${String(value.message).replace(PARAMS, '')}${details}`
}

/**
 * Makes console.error and console.warn write errors as one line each.
 * @param {Pick<Console, 'error' | 'warn'>} target
 */
export function logErrorsOnOneLine(target = console) {
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const write = target[level].bind(target)
    target[level] = (...args) => write(...args.map(oneLine))
  }
}
