/**
 * Reads text fields of a submitted form. Anything else a client sends (files) counts as missing,
 * and NUL characters, which PostgreSQL text cannot hold, are dropped.
 */
export const textField = (formData: FormData) => (name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value.replaceAll('\u0000', '') : undefined
}
