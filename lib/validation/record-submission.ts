/**
 * A record form (developer, project, unit) posts its values as JSON in one field: their rows
 * and pictures do not fit FormData's flat names. `id` is the record's, absent when creating.
 */
export function recordFormData(id: string | null, values: unknown): FormData {
  const formData = new FormData()
  if (id) formData.set('id', id)
  formData.set('values', JSON.stringify(values))
  return formData
}

/**
 * What a record form posted. Values that are missing or not JSON read as undefined, which the
 * record's schema refuses; so does anything that is not a form (a hand-made call).
 */
export function recordSubmission(formData: unknown): { id: string | undefined; values: unknown } {
  if (!(formData instanceof FormData)) return { id: undefined, values: undefined }
  const id = formData.get('id')
  const values = formData.get('values')
  let parsed: unknown
  try {
    parsed = typeof values === 'string' ? JSON.parse(values) : undefined
  } catch {
    parsed = undefined
  }
  return { id: typeof id === 'string' && id ? id : undefined, values: parsed }
}
