/** A list URL for a page, keeping its search and filters (empty values left out). */
export function listHref(path: string, params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
