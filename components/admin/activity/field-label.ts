/**
 * "footerText.en" → "Footer text › English": a changed field as the log shows it, the whole
 * path or else each part by its word in the portal's language (`word`: null when the catalogue
 * has none). A part without one (a record's id, as a project's team in the routing settings)
 * is shown as recorded.
 */
export function fieldLabel(path: string, word: (name: string) => string | null): string {
  return (
    word(path) ??
    path
      .split('.')
      .map((part) => word(part) ?? part)
      .join(' › ')
  )
}
