import type { AdminMessages } from '@/lib/admin-i18n/catalogues'
import { humanize } from '@/lib/admin/humanize'

/** A record's id as a key (a project's team in the routing settings): shown as it is. */
const ID = /^[0-9a-f-]{36}$/i

type FieldName = keyof AdminMessages['activity']['fields']

/** Fields once recorded by their English name, read by their name today. */
const RECORDED_AS: Record<string, FieldName> = { 'Arabic name': 'nameAr' }

/**
 * "footerText.en" → "Footer text › English": a changed field as the log shows it, each part by
 * its name in the portal's language where the catalogue has one (activity.fields), else by its
 * own name made readable.
 */
export function fieldLabel(
  path: string,
  named: (field: FieldName) => string,
  has: (field: string) => boolean,
): string {
  const part = (name: string) =>
    has(name) ? named(name as FieldName) : ID.test(name) ? name : humanize(name)
  if (path in RECORDED_AS) return named(RECORDED_AS[path]!)
  if (has(path)) return part(path)
  return path.split('.').map(part).join(' › ')
}
