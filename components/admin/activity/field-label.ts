/**
 * "footerText.en" → "Footer text › English": a changed field as the log shows it, the whole
 * path or else each part by its word in the portal's language (`word`: null when it has none;
 * a project team's id is the project's name, read with the change). A part without one is
 * shown as recorded.
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
