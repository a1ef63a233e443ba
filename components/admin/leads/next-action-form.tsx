'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass, typedDirectionClass } from '@/components/ui/field-styles'
import { setNextActionAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { FieldErrorText } from './field-error-text'
import { useStaffForm } from '@/components/admin/use-staff-form'

type NextActionFormProps = {
  leadId: string
  /** The saved next action: a Cairo wall time ("2026-11-29T11:00") and what to do. */
  at: string | null
  note: string | null
}

/** What the rep does next and when: Due today / Overdue and the morning digest list it. */
export function NextActionForm({ leadId, at, note }: NextActionFormProps) {
  const t = useTranslations('admin.leads.nextAction')
  const common = useTranslations('admin.common')
  const { onSubmit, pending, fieldErrors } = useStaffForm(setNextActionAction, {
    success: (_, data) => (data.get('nextActionAt') ? t('saved') : t('cleared')),
    refresh: true,
    failure: common('error'),
  })
  return (
    // Keyed by the saved values: after a save the fields show what was stored.
    <form method="post" key={`${at}|${note}`} onSubmit={onSubmit} noValidate className="space-y-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="next-action-at" className={labelClass}>
          {t('when')}
        </label>
        <input
          id="next-action-at"
          name="nextActionAt"
          type="datetime-local"
          defaultValue={at ?? ''}
          aria-invalid={Boolean(fieldErrors.nextActionAt)}
          aria-describedby={fieldErrors.nextActionAt ? 'next-action-at-error' : undefined}
          className={`${controlClass} min-h-11 md:min-h-10`}
        />
        <FieldErrorText id="next-action-at-error" error={fieldErrors.nextActionAt} />
      </div>
      <div>
        <label htmlFor="next-action-note" className={labelClass}>
          {t('what')}
        </label>
        <input
          id="next-action-note"
          name="nextActionNote"
          maxLength={200}
          dir="auto"
          defaultValue={note ?? ''}
          placeholder={t('placeholder')}
          aria-invalid={Boolean(fieldErrors.nextActionNote)}
          aria-describedby={fieldErrors.nextActionNote ? 'next-action-note-error' : undefined}
          className={`${controlClass} ${typedDirectionClass} min-h-11 md:min-h-10`}
        />
        <FieldErrorText id="next-action-note-error" error={fieldErrors.nextActionNote} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
          {pending ? common('saving') : t('submit')}
        </Button>
        {at ? (
          <Button
            type="submit"
            variant="outline"
            disabled={pending}
            className="min-h-11 md:min-h-10"
            onClick={(event) => {
              // Clearing sends both fields empty.
              const form = event.currentTarget.form!
              ;(form.elements.namedItem('nextActionAt') as HTMLInputElement).value = ''
              ;(form.elements.namedItem('nextActionNote') as HTMLInputElement).value = ''
            }}
          >
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
