'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { leadLostReasons, leadStatuses, type LeadStatus } from '@/lib/enums/lead-statuses'
import { changeLeadStatusAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { PIPELINE } from '@/lib/lead-inbox/pipeline'
import { FieldErrorText } from './field-error-text'
import { useStaffForm } from '@/components/admin/use-staff-form'

export type LeadStageFormProps = {
  leadId: string
  status: LeadStatus
  /** The viewing's date as a Cairo datetime-local value, when one is set. */
  viewingDate: string | null
}

/** The next stage is the one most often chosen: New → Contacted → … → Won. */
function nextStage(status: LeadStatus): LeadStatus {
  const index = PIPELINE.indexOf(status as (typeof PIPELINE)[number])
  return index >= 0 && index < PIPELINE.length - 1 ? PIPELINE[index + 1]! : status
}

const control = `${controlClass} min-h-11 md:min-h-10`

/** Moves the lead along the pipeline; Viewing asks for its date, Lost for a reason, Won a value. */
export function LeadStageForm({ leadId, status, viewingDate }: LeadStageFormProps) {
  const t = useTranslations('admin.leads')
  const common = useTranslations('admin.common')
  const [stage, setStage] = useState<LeadStatus>(nextStage(status))
  const { onSubmit, pending, fieldErrors } = useStaffForm(changeLeadStatusAction, {
    success: (_, formData) =>
      t('stageForm.moved', { stage: common(`stages.${formData.get('status') as LeadStatus}`) }),
    // Saved: the select offers the stage after it, so the next press moves on.
    onSuccess: (_, formData) => setStage(nextStage(formData.get('status') as LeadStatus)),
    refresh: true,
    failure: common('error'),
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="lead-stage" className={labelClass}>
          {t('stageForm.moveTo')}
        </label>
        <select
          id="lead-stage"
          name="status"
          value={stage}
          onChange={(event) => setStage(event.target.value as LeadStatus)}
          className={control}
        >
          {leadStatuses.map((option) => (
            <option key={option} value={option}>
              {option === status
                ? t('stageForm.current', { stage: common(`stages.${option}`) })
                : common(`stages.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {stage === 'viewing' ? (
        <div>
          <label htmlFor="lead-viewing-date" className={labelClass}>
            {t('stageForm.viewingDate')}
          </label>
          <input
            id="lead-viewing-date"
            type="datetime-local"
            name="viewingDate"
            defaultValue={viewingDate ?? ''}
            required
            aria-invalid={Boolean(fieldErrors.viewingDate)}
            aria-describedby={fieldErrors.viewingDate ? 'lead-viewing-date-error' : undefined}
            className={control}
          />
          <FieldErrorText id="lead-viewing-date-error" error={fieldErrors.viewingDate} />
        </div>
      ) : null}
      {stage === 'lost' ? (
        <>
          <div>
            <label htmlFor="lead-lost-reason" className={labelClass}>
              {t('stageForm.whyLost')}
            </label>
            <select
              id="lead-lost-reason"
              name="lostReason"
              defaultValue=""
              required
              aria-invalid={Boolean(fieldErrors.lostReason)}
              aria-describedby={fieldErrors.lostReason ? 'lead-lost-reason-error' : undefined}
              className={control}
            >
              <option value="">{t('stageForm.chooseReason')}</option>
              {leadLostReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`lostReason.${reason}`)}
                </option>
              ))}
            </select>
            <FieldErrorText id="lead-lost-reason-error" error={fieldErrors.lostReason} />
          </div>
          <div>
            <label htmlFor="lead-lost-note" className={labelClass}>
              {t('stageForm.details')}{' '}
              <span className="font-normal text-slate-500">{t('stageForm.optional')}</span>
            </label>
            <textarea
              id="lead-lost-note"
              name="lostNote"
              rows={2}
              maxLength={500}
              dir="auto"
              aria-invalid={Boolean(fieldErrors.lostNote)}
              aria-describedby={fieldErrors.lostNote ? 'lead-lost-note-error' : undefined}
              className={controlClass}
            />
            <FieldErrorText id="lead-lost-note-error" error={fieldErrors.lostNote} />
          </div>
        </>
      ) : null}
      {stage === 'won' ? (
        <div>
          <label htmlFor="lead-won-value" className={labelClass}>
            {t('stageForm.dealValue')}{' '}
            <span className="font-normal text-slate-500">{t('stageForm.optional')}</span>
          </label>
          <input
            id="lead-won-value"
            name="wonValue"
            inputMode="numeric"
            placeholder={t('stageForm.dealPlaceholder')}
            dir="ltr"
            aria-invalid={Boolean(fieldErrors.wonValue)}
            aria-describedby={fieldErrors.wonValue ? 'lead-won-value-error' : undefined}
            className={control}
          />
          <FieldErrorText id="lead-won-value-error" error={fieldErrors.wonValue} />
        </div>
      ) : null}
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('stageForm.submit')}
      </Button>
    </form>
  )
}
