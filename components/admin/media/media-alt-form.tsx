'use client'

import { startTransition, useActionState } from 'react'
import { toast } from 'sonner'
import { TextInput } from '@/components/admin/auth/text-input'
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
  submitLabel = 'Save alt text',
  onSaved,
}: MediaAltFormProps) {
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult<MediaSummary> | null, formData: FormData) => {
      const result = await saveMediaAltAction(previous, formData)
      if (result.ok) {
        toast.success('Alt text saved')
        onSaved?.(result.data)
      } else if (!result.fieldErrors) {
        toast.error('Alt text not saved', { description: result.message })
      }
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  return (
    <form
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
        label="Alt text (English)"
        defaultValue={item.altEn}
        maxLength={200}
        lang="en"
        dir="ltr"
        className={inputClass}
        error={errors.altEn}
        hint="What the image shows, e.g. “Pool terrace at sunset”."
      />
      <TextInput
        id={`${idPrefix}-alt-ar`}
        name="altAr"
        label="Alt text (Arabic)"
        defaultValue={item.altAr}
        maxLength={200}
        lang="ar"
        dir="rtl"
        className={inputClass}
        error={errors.altAr}
        hint="The same in Arabic, e.g. «تراس المسبح عند الغروب»."
      />
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  )
}
