/** Reads text fields of a submitted form; anything else a client sends (files) counts as missing. */
export const textField = (formData: FormData) => (name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : undefined
}
