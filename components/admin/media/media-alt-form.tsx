'use client'

import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { TextInput } from '@/components/admin/auth/text-input'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/field-styles'
import { saveMediaAltAction } from '@/lib/admin/media/media-actions'
import type { MediaSummary } from '@/lib/media/media-summary'

export type MediaAltFormProps = {
  item: Pick<MediaSummary, 'id' | 'altEn' | 'altAr'>
  /** Keeps the ids of two forms on one page apart. */
  idPrefix?: string
  submitLabel?: string
  onSaved?: (item: MediaSummary) => void
}

/** Tall enough to tap on a phone. */
const inputClass = `${controlClass} min-h-11 md:min-h-10`

/**
 * Alt text in English and Arabic (the Arabic field written RTL): what the image shows, for
 * people who cannot see it and for search engines. Both are needed before a page may use it.
 */
export function MediaAltForm({
  item,
  idPrefix = 'media',
  submitLabel,
  onSaved,
}: MediaAltFormProps) {
  const t = useTranslations('admin.media.altForm')
  const common = useTranslations('admin.common')
  const {
    onSubmit,
    pending,
    fieldErrors: errors,
  } = useStaffForm(saveMediaAltAction, {
    success: () => t('saved'),
    onSuccess: onSaved,
    failure: t('notSaved'),
  })
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="id" value={item.id} />
      <TextInput
        id={`${idPrefix}-alt-en`}
        name="altEn"
        label={t('en')}
        defaultValue={item.altEn}
        maxLength={200}
        lang="en"
        dir="ltr"
        className={inputClass}
        error={errors.altEn}
        hint={t('hintEn')}
      />
      <TextInput
        id={`${idPrefix}-alt-ar`}
        name="altAr"
        label={t('ar')}
        defaultValue={item.altAr}
        maxLength={200}
        lang="ar"
        dir="rtl"
        className={inputClass}
        error={errors.altAr}
        hint={t('hintAr')}
      />
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : (submitLabel ?? t('save'))}
      </Button>
    </form>
  )
}
