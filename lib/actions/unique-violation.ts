/** PostgreSQL unique_violation, possibly wrapped by Drizzle (error.cause). */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (candidate.code === '23505') return candidate as { code: string; constraint?: string }
    current = candidate.cause
  }
  return null
}

/** The form field a unique-index violation is about ("slug"), or null for other errors. */
export function uniqueViolationField(error: unknown): string | null {
  const violation = pgError(error)
  if (!violation) return null
  return violation.constraint?.includes('slug') || !violation.constraint ? 'slug' : null
}
