import { Search } from 'lucide-react'
import Form from 'next/form'
import { controlClass } from '@/components/ui/field-styles'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { SyncedSearchInput } from './synced-search-input'

export type ListSearchProps = {
  action: string
  search: string
  label: string
  /** Other query values the search keeps (the units' project filter). */
  keep?: Record<string, string>
}

/** A GET form: searching works without JavaScript and the URL can be shared. */
export async function ListSearch({ action, search, label, keep = {} }: ListSearchProps) {
  const t = await getAdminTranslations()
  return (
    <Form action={action} role="search" className="relative w-full max-w-sm">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <SyncedSearchInput
        type="search"
        name="q"
        value={search}
        aria-label={label}
        placeholder={t('table.search')}
        maxLength={200}
        className={`${controlClass} ps-9`}
      />
    </Form>
  )
}
