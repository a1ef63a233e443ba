'use client'

import { Search } from 'lucide-react'
import Form from 'next/form'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { MIN_NAME_SEARCH, tooShortForNames } from '@/lib/validation/search-text'

export type Choice = { value: string; label: string }

export type LeadFilterFormProps = {
  filters: LeadFilters
  projects: Choice[]
  staff: Choice[]
}

/** Submits the form when a choice changes: filters apply at once (Apply works without JS). */
const applyOnChange = (event: React.FormEvent<HTMLFormElement>) => {
  const { target } = event
  if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return
  if (target.name !== 'q' && target.name !== 'utm') event.currentTarget.requestSubmit()
}

/**
 * The inbox's search and filters as a GET form: the view lives in the address, so it can be
 * shared and Back goes to the previous one. The key re-mounts it when the address changes
 * (a tab, Clear filters), so the fields always show the view that is applied.
 */
export function LeadFilterForm({ filters, projects, staff }: LeadFilterFormProps) {
  const t = useTranslations('admin.leads.filters')
  const common = useTranslations('admin.common')
  const shortSearch = tooShortForNames(filters.q)
  const secondary =
    filters.project ||
    filters.form ||
    filters.from ||
    filters.to ||
    filters.lang ||
    filters.assignee ||
    filters.clickId ||
    filters.utmSource
  const select = (name: string, label: string, value: string | null, options: Choice[]) => (
    <div>
      <label htmlFor={`lead-filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`lead-filter-${name}`}
        name={name}
        defaultValue={value ?? ''}
        className={`${controlClass} min-h-11 md:min-h-0`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const input = (
    name: string,
    label: string,
    value: string | null,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={`lead-filter-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`lead-filter-${name}`}
        name={name}
        defaultValue={value ?? ''}
        className={`${controlClass} min-h-11 md:min-h-0`}
        {...props}
      />
    </div>
  )
  return (
    <Form
      key={JSON.stringify(filters)}
      action="/admin/leads"
      onChange={applyOnChange}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      {filters.sort !== 'received' ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
      {filters.dir !== 'desc' ? <input type="hidden" name="dir" value={filters.dir} /> : null}
      <div role="search" className="flex flex-wrap items-end gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <label htmlFor="lead-search" className={labelClass}>
            {t('search')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 bottom-3 size-4 text-slate-400"
            aria-hidden
          />
          <input
            id="lead-search"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={200}
            placeholder={t('searchPlaceholder')}
            aria-describedby={shortSearch ? 'lead-search-hint' : undefined}
            className={`${controlClass} min-h-11 ps-9 md:min-h-0`}
          />
          {shortSearch ? (
            <p id="lead-search-hint" role="status" className="mt-1 text-sm text-amber-800">
              {t('shortSearch', { min: MIN_NAME_SEARCH })}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${buttonClass()} min-h-11`}>
          {common('apply')}
        </button>
        <Link href="/admin/leads" className={`${buttonClass('ghost')} min-h-11`}>
          {t('clear')}
        </Link>
      </div>
      <details open={Boolean(secondary)} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-teal md:min-h-0">
          {t('more')}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {select('project', common('fields.projectId'), filters.project, [
            { value: '', label: t('allProjects') },
            ...projects,
          ])}
          {select('form', t('form'), filters.form, [
            { value: '', label: t('bothForms') },
            { value: 'project', label: t('projectForm') },
            { value: 'consultation', label: common('consultationBooking') },
          ])}
          {select('assignee', common('fields.assignee'), filters.assignee, [
            { value: '', label: t('anyone') },
            { value: 'mine', label: t('mine') },
            { value: 'unassigned', label: common('unassigned') },
            ...staff,
          ])}
          {select('lang', common('fields.language'), filters.lang, [
            { value: '', label: t('bothLanguages') },
            { value: 'en', label: common('languages.en') },
            { value: 'ar', label: common('languages.ar') },
          ])}
          {input('from', t('from'), filters.from, { type: 'date' })}
          {input('to', t('to'), filters.to, { type: 'date' })}
          {input('utm', common('fields.utmSource'), filters.utmSource, {
            maxLength: 255,
            placeholder: t('utmPlaceholder'),
            dir: 'ltr',
          })}
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium md:min-h-10">
            <input
              type="checkbox"
              name="clickId"
              value="1"
              defaultChecked={filters.clickId}
              className="size-4 accent-navy"
            />
            {t('clickOnly')}
          </label>
        </div>
      </details>
    </Form>
  )
}
