'use client'

import { useState } from 'react'
import { FormField, inputClass } from '@/components/site/forms/form-field'
import { useFormDraft } from '@/components/site/resilience/form-draft'
import { validateOnSubmit } from '@/components/site/forms/validate-on-submit'
import {
  CONTACT_CHANNELS,
  HOW_SOON_OPTIONS,
  leadFieldErrors,
  leadStep2Schema,
  NOT_SURE,
  type LeadFieldErrors,
  type LeadFormErrorKey,
  type LeadStep2Fields,
} from '@/lib/leads/lead-form-schema'
import type { LeadContact } from '@/lib/leads/lead-session'
import type { LeadFormLabels } from './lead-form-types'

export type LeadStepTwoProps = {
  idPrefix: string
  labels: LeadFormLabels
  contact: LeadContact
  unitTitles: string[]
  /** A unit chosen with its card's Contact Sales button. */
  presetUnit: string | null
  /** Where what the visitor types is kept until it is sent (resilience/form-draft). */
  draftName: string
  /** The privacy notice in the page's language, linked from the consent line. */
  privacyHref: string
  submitting: boolean
  onBack: () => void
  onSubmit: (formData: FormData) => void
}

/** Step 2: timing, unit, channel, notes and consent; Back or Edit return to step 1. */
export function LeadStepTwo({
  idPrefix,
  labels,
  contact,
  unitTitles,
  presetUnit,
  draftName,
  privacyHref,
  submitting,
  onBack,
  onSubmit,
}: LeadStepTwoProps) {
  const [errors, setErrors] = useState<LeadFieldErrors<LeadStep2Fields>>({})
  const draft = useFormDraft(draftName)
  const error = (name: LeadStep2Fields) => {
    const key = errors[name]
    return key ? labels.errors[key] : undefined
  }
  const id = (name: string) => `${idPrefix}-${name}`
  const channelError = error('preferredChannel')

  return (
    <form
      ref={draft}
      method="post"
      noValidate
      onSubmit={(event) => {
        const formData = validateOnSubmit<LeadStep2Fields, LeadFormErrorKey>(
          event,
          leadStep2Schema,
          {
            fieldErrors: leadFieldErrors,
            setErrors,
            fieldId: id,
          },
        )
        if (formData) onSubmit(formData)
      }}
      className="grid gap-5"
    >
      <p className="text-sm text-navy">{labels.step2Note}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-sand px-4 py-3 text-sm text-navy">
        <span>
          <bdi>{contact.fullName}</bdi> · <bdi dir="ltr">{contact.mobile}</bdi> ·{' '}
          <bdi dir="ltr">{contact.email}</bdi>
        </span>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center font-semibold text-teal underline"
        >
          {labels.edit}
        </button>
      </p>
      <FormField id={id('howSoon')} name="howSoon" label={labels.howSoon} error={error('howSoon')}>
        {(props) => (
          <select {...props} defaultValue="" className={inputClass}>
            <option value="">{labels.chooseOne}</option>
            {HOW_SOON_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {labels.howSoonOptions[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={id('unitInterest')}
        name="unitInterest"
        label={labels.unitInterest}
        error={error('unitInterest')}
      >
        {(props) => (
          <select
            {...props}
            key={presetUnit ?? ''}
            defaultValue={presetUnit ?? ''}
            className={inputClass}
          >
            <option value="">{labels.chooseOne}</option>
            {unitTitles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
            <option value={NOT_SURE}>{labels.notSure}</option>
          </select>
        )}
      </FormField>
      <fieldset
        aria-describedby={channelError ? id('preferredChannel-error') : undefined}
        className="grid gap-2"
      >
        <legend className="mb-1.5 text-sm font-medium text-navy">{labels.preferredChannel}</legend>
        <div className="flex flex-wrap gap-2">
          {CONTACT_CHANNELS.map((channel, index) => (
            <label
              key={channel}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 ring-1 ring-sand-deep has-checked:bg-navy has-checked:text-white"
            >
              <input
                type="radio"
                name="preferredChannel"
                value={channel}
                id={index === 0 ? id('preferredChannel') : undefined}
                className="accent-teal"
              />
              {labels.channels[channel]}
            </label>
          ))}
        </div>
        {channelError ? (
          <p id={id('preferredChannel-error')} className="text-sm font-medium text-red-700">
            {channelError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={id('notes')}
        name="notes"
        label={labels.notes}
        optionalLabel={labels.optional}
        error={error('notes')}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={500}
            dir="auto"
            className={`${inputClass} py-3`}
          />
        )}
      </FormField>
      <div>
        <label className="flex items-start gap-3 text-sm text-navy">
          <input
            type="checkbox"
            name="consent"
            id={id('consent')}
            aria-required
            aria-invalid={Boolean(error('consent'))}
            aria-describedby={error('consent') ? id('consent-error') : undefined}
            className="mt-0.5 size-5 accent-teal"
          />
          <span>
            {labels.consent}{' '}
            <a href={privacyHref} target="_blank" className="font-semibold text-teal underline">
              {labels.privacyLink}
            </a>
          </span>
        </label>
        {error('consent') ? (
          <p id={id('consent-error')} className="mt-1.5 text-sm font-medium text-red-700">
            {error('consent')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold text-navy ring-1 ring-sand-deep hover:bg-sand"
        >
          {labels.back}
        </button>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full bg-navy px-8 font-semibold text-white hover:bg-teal disabled:opacity-70"
        >
          {submitting ? labels.submitting : labels.submit}
        </button>
      </div>
    </form>
  )
}
