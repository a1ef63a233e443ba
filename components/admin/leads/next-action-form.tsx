'use client'

import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { setNextActionAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { FieldErrorText } from './field-error-text'
import { useLeadAction } from './use-lead-action'

type NextActionFormProps = {
  leadId: string
  /** The saved next action: a Cairo wall time ("2026-11-29T11:00") and what to do. */
  at: string | null
  note: string | null
}

/** What the rep does next and when: Due today / Overdue and the morning digest list it. */
export function NextActionForm({ leadId, at, note }: NextActionFormProps) {
  const { onSubmit, pending, fieldErrors } = useLeadAction(setNextActionAction, (data) =>
    data.get('nextActionAt') ? 'Next action saved' : 'Next action cleared',
  )
  return (
    // Keyed by the saved values: after a save the fields show what was stored.
    <form key={`${at}|${note}`} onSubmit={onSubmit} noValidate className="space-y-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="next-action-at" className={labelClass}>
          When (Cairo time)
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
          What to do
        </label>
        <input
          id="next-action-note"
          name="nextActionNote"
          maxLength={200}
          dir="auto"
          defaultValue={note ?? ''}
          placeholder="Call back about the 3-bedroom"
          aria-invalid={Boolean(fieldErrors.nextActionNote)}
          aria-describedby={fieldErrors.nextActionNote ? 'next-action-note-error' : undefined}
          className={`${controlClass} min-h-11 md:min-h-10`}
        />
        <FieldErrorText id="next-action-note-error" error={fieldErrors.nextActionNote} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
          {pending ? 'Saving...' : 'Save next action'}
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
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  )
}
