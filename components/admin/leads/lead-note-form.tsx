'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass, typedDirectionClass } from '@/components/ui/field-styles'
import { addLeadNoteAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { FieldErrorText } from './field-error-text'
import { useStaffForm } from '@/components/admin/use-staff-form'

/** A note on the timeline: a call made, what was said, what comes next. */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const t = useTranslations('admin.leads.note')
  const common = useTranslations('admin.common')
  const formRef = useRef<HTMLFormElement>(null)
  const { onSubmit, pending, fieldErrors, result } = useStaffForm(addLeadNoteAction, {
    success: () => t('added'),
    refresh: true,
    failure: common('error'),
  })
  useEffect(() => {
    if (result?.ok) formRef.current?.reset()
  }, [result])
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="lead-note" className={labelClass}>
          {t('label')}
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          maxLength={2000}
          dir="auto"
          placeholder={t('placeholder')}
          aria-invalid={Boolean(fieldErrors.note)}
          aria-describedby={fieldErrors.note ? 'lead-note-error' : undefined}
          className={`${controlClass} ${typedDirectionClass}`}
        />
        <FieldErrorText id="lead-note-error" error={fieldErrors.note} />
      </div>
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('submit')}
      </Button>
    </form>
  )
}
