import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { nameReading, type NameReading } from '../record-name'
import type { ServerT } from '../server-t'

/**
 * A content list's table (developers, projects, units) from its columns: the table in the
 * viewer's language, and its headers for the loading placeholder (English reading: a header
 * does not depend on it).
 */
export function contentTable<Row extends { id: string }>(
  section: 'developers' | 'projects' | 'units',
  columns: (t: ServerT, reading: NameReading) => Column<Row>[],
  editHref: (row: Row) => string,
) {
  const headers = (t: ServerT) => columns(t, nameReading('en', t)).map((c) => c.header)
  async function Table({ rows }: { rows: Row[] }) {
    const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
    return (
      <AdminTable
        caption={t(`common.sections.${section}`)}
        columns={columns(t, nameReading(locale, t))}
        rows={rows}
        editHref={editHref}
      />
    )
  }
  return { headers, Table }
}
