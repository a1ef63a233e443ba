import type { AdminMessages } from '@/lib/admin-i18n/catalogues'

type FieldName = keyof AdminMessages['activity']['fields']

/**
 * "footerText.en" → "Footer text › English": a changed field as the log shows it, each part by
 * its name in the portal's language (activity.fields). A part the catalogue lacks (a record's
 * id, as a project's team in the routing settings) is shown as recorded.
 */
export function fieldLabel(
  path: string,
  named: (field: FieldName) => string,
  has: (field: string) => boolean,
): string {
  const part = (name: string) => (has(name) ? named(name as FieldName) : name)
  if (has(path)) return part(path)
  return path.split('.').map(part).join(' › ')
}
