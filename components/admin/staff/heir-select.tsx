'use client'

import { useTranslations } from 'next-intl'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { controlClass, labelClass } from '@/components/ui/field-styles'

type Props = {
  id: string
  openLeads: number
  heirs: { id: string; name: string }[]
  /** A rep's id, '' unassigned, null not chosen yet. */
  value: string | null
  error: string | null
  onChange: (value: string) => void
}

const NOT_CHOSEN = 'choose'

/** Deactivate › where the leaver's open leads go: another rep, or nobody (unassigned). */
export function HeirSelect({ id, openLeads, heirs, value, error, onChange }: Props) {
  const t = useTranslations('admin.staff.heir')
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        {t('label', { count: openLeads })}
      </label>
      <select
        id={id}
        value={value ?? NOT_CHOSEN}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${controlClass} min-h-11 md:min-h-10`}
      >
        <option value={NOT_CHOSEN} disabled>
          {t('choose')}
        </option>
        {heirs.map((heir) => (
          <option key={heir.id} value={heir.id}>
            {heir.name}
          </option>
        ))}
        <option value="">{t('nobody')}</option>
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('hint')}
      </p>
      <FieldErrorText id={`${id}-error`} error={error ?? undefined} />
    </div>
  )
}
