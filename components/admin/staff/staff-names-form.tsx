'use client'

import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { FormAction } from '@/components/forms/use-action-form'

type Props = {
  action: FormAction
  /** Whose names (Staff › Edit names); none on My Account, where they are one's own. */
  userId?: string
  name: string
  nameAr: string | null
  /** Keeps the ids unique when several forms share a page. */
  idPrefix: string
  success: string
  onSaved?: () => void
}

/** A staff member's display names: English, and Arabic for customers who write in Arabic. */
export function StaffNamesForm({
  action,
  userId,
  name,
  nameAr,
  idPrefix,
  success,
  onSaved,
}: Props) {
  const t = useTranslations('admin.staff.names')
  const common = useTranslations('admin.common')
  const { onSubmit, pending, fieldErrors } = useStaffForm(action, {
    success: () => success,
    onSuccess: onSaved,
    refresh: true,
    failure: common('error'),
  })
  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {userId ? <input type="hidden" name="userId" value={userId} /> : null}
      <div>
        <label htmlFor={id('name')} className={labelClass}>
          {t('nameEn')}
        </label>
        <input
          id={id('name')}
          name="name"
          defaultValue={name}
          autoComplete="name"
          lang="en"
          dir="ltr"
          maxLength={100}
          aria-invalid={Boolean(fieldErrors.name)}
          aria-describedby={fieldErrors.name ? id('name-error') : undefined}
          className={`${controlClass} min-h-11 md:min-h-10`}
        />
        <FieldErrorText id={id('name-error')} error={fieldErrors.name} />
      </div>
      <div>
        <label htmlFor={id('name-ar')} className={labelClass}>
          {t('nameAr')}
        </label>
        <input
          id={id('name-ar')}
          name="nameAr"
          defaultValue={nameAr ?? ''}
          lang="ar"
          dir="rtl"
          maxLength={100}
          aria-invalid={Boolean(fieldErrors.nameAr)}
          aria-describedby={`${id('name-ar-hint')}${fieldErrors.nameAr ? ` ${id('name-ar-error')}` : ''}`}
          className={`${controlClass} min-h-11 md:min-h-10`}
        />
        <p id={id('name-ar-hint')} className="mt-1 text-sm text-slate-600">
          {t('nameArHint')}
        </p>
        <FieldErrorText id={id('name-ar-error')} error={fieldErrors.nameAr} />
      </div>
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('save')}
      </Button>
    </form>
  )
}
