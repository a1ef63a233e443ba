'use client'

import { useTranslations } from 'next-intl'
import { startTransition, useActionState } from 'react'
import { toast } from 'sonner'
import { TextInput } from '@/components/admin/auth/text-input'
import { useFailureText } from '@/components/admin/use-failure-text'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/field-styles'
import type { ActionResult } from '@/lib/actions/action-result'
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
  const failureText = useFailureText()
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult<MediaSummary> | null, formData: FormData) => {
      const result = await saveMediaAltAction(previous, formData)
      if (result.ok) {
        toast.success(t('saved'))
        onSaved?.(result.data)
      } else if (!result.fieldErrors) {
        toast.error(t('notSaved'), { description: failureText(result) })
      }
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        // Submitted by hand: a refused save keeps what was typed. In a picker this form sits
        // (through a portal) inside a record's form, which React would submit too.
        event.preventDefault()
        event.stopPropagation()
        const formData = new FormData(event.currentTarget)
        startTransition(() => dispatch(formData))
      }}
      className="space-y-3"
    >
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
        {pending ? t('saving') : (submitLabel ?? t('save'))}
      </Button>
    </form>
  )
}
