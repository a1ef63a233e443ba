import Form from 'next/form'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { ActivityFilters } from '@/lib/activity/activity-filters'

export type Choice = { value: string; label: string }

export type ActivityFilterFormProps = {
  filters: ActivityFilters
  users: Choice[]
  types: Choice[]
}

const control = `${controlClass} min-h-11 md:min-h-10`

/**
 * The log's filters as a GET form: the view lives in the address (shareable, Back works, no
 * JavaScript needed). The key re-mounts it when the address changes, so it shows the view.
 */
export async function ActivityFilterForm({ filters, users, types }: ActivityFilterFormProps) {
  const t = await getAdminTranslations()
  const select = (name: string, label: string, value: string | null, options: Choice[]) => (
    <div>
      <label htmlFor={`activity-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`activity-${name}`} name={name} defaultValue={value ?? ''} className={control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const date = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`activity-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`activity-${name}`}
        type="date"
        name={name}
        defaultValue={filters[name] ?? ''}
        className={control}
      />
    </div>
  )
  return (
    <Form
      key={JSON.stringify(filters)}
      action="/admin/activity"
      role="search"
      aria-label={t('activity.filters.label')}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {filters.entity ? <input type="hidden" name="entity" value={filters.entity} /> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        {select('user', t('activity.filters.user'), filters.actor, [
          { value: '', label: t('activity.filters.allUsers') },
          ...users,
        ])}
        {select('type', t('activity.filters.type'), filters.type, [
          { value: '', label: t('activity.filters.allTypes') },
          ...types,
        ])}
        {date('from', t('activity.filters.from'))}
        {date('to', t('activity.filters.to'))}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={`${buttonClass()} min-h-11 md:min-h-10`}>
            {t('common.apply')}
          </button>
          <Link href="/admin/activity" className={`${buttonClass('ghost')} min-h-11 md:min-h-10`}>
            {t('activity.filters.clear')}
          </Link>
        </div>
      </div>
    </Form>
  )
}
