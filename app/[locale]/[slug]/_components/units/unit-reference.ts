/**
 * A unit's short reference for a chat message: the project's initials and the unit slug's
 * distinctive part ("the-crest-residence", "apartment-2br-135" → "TCR-2BR-135").
 */
export function unitReference(projectSlug: string, unitSlug: string): string {
  const initials = projectSlug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
  const parts = unitSlug.split('-').filter(Boolean)
  const distinctive = parts.length > 1 && !/\d/.test(parts[0]!) ? parts.slice(1) : parts
  return `${initials}-${distinctive.join('-')}`.toUpperCase()
}
