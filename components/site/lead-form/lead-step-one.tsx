'use client'

import { useState } from 'react'
import { FormField, inputClass } from '@/components/site/forms/form-field'
import { useFormDraft } from '@/components/site/resilience/form-draft'
import { HoneypotField } from '@/components/site/forms/honeypot-field'
import { IsolatedMessage } from '@/components/site/forms/isolated-message'
import { normalizeDigitsAsTyped } from '@/components/site/forms/western-digits'
import {
  blurredToSubmit,
  fieldErrorKey,
  validateOnSubmit,
} from '@/components/site/forms/validate-on-submit'
import {
  leadFieldErrors,
  leadStep1Schema,
  type LeadFieldErrors,
  type LeadFormErrorKey,
  type LeadStep1Fields,
} from '@/lib/leads/lead-form-schema'
import type { LeadContact } from '@/lib/leads/lead-session'
import type { LeadFormLabels } from './lead-form-types'

/** The Egyptian formats the help text shows (spec §5: "Helper text shows the format example"). */
const MOBILE_EXAMPLES = { local: '010 1234 5678', international: '+20 10 1234 5678' }

export type LeadStepOneProps = {
  idPrefix: string
  labels: LeadFormLabels
  /** Auto-fill from the session; a change re-renders the fields. */
  contact: LeadContact | null
  /** Where what the visitor types is kept until it is sent (resilience/form-draft). */
  draftName: string
  submitting: boolean
  onSubmit: (formData: FormData) => void
}

/** Step 1: name, Egyptian mobile and e-mail, validated on blur and on submit. */
export function LeadStepOne({
  idPrefix,
  labels,
  contact,
  draftName,
  submitting,
  onSubmit,
}: LeadStepOneProps) {
  const draft = useFormDraft(draftName)
  const [errors, setErrors] = useState<LeadFieldErrors<LeadStep1Fields>>({})
  const validate = (name: LeadStep1Fields, value: string) =>
    setErrors((current) => ({
      ...current,
      [name]: fieldErrorKey<LeadFormErrorKey>(leadStep1Schema.shape[name], value),
    }))
  // A field's message shows on blur; once shown, it follows the typing, so a fixed value has
  // no message left to take away (and shift the page) when the visitor goes to Continue.
  const checks = (name: LeadStep1Fields) => ({
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
      if (!blurredToSubmit(e)) validate(name, e.currentTarget.value)
    },
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      if (name === 'mobile') normalizeDigitsAsTyped(e)
      if (errors[name]) validate(name, e.currentTarget.value)
    },
  })
  const error = (name: LeadStep1Fields) => {
    const key = errors[name]
    return key ? labels.errors[key] : undefined
  }
  const id = (name: string) => `${idPrefix}-${name}`

  return (
    <form
      ref={draft}
      method="post"
      noValidate
      key={contact ? `${contact.fullName}|${contact.mobile}|${contact.email}` : 'empty'}
      onSubmit={(event) => {
        const formData = validateOnSubmit<LeadStep1Fields, LeadFormErrorKey>(
          event,
          leadStep1Schema,
          {
            fieldErrors: leadFieldErrors,
            setErrors,
            fieldId: id,
          },
        )
        if (formData) onSubmit(formData)
      }}
      className="relative grid gap-5"
    >
      <HoneypotField />
      <FormField
        id={id('fullName')}
        name="fullName"
        label={labels.fullName}
        error={error('fullName')}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            maxLength={100}
            dir="auto"
            defaultValue={contact?.fullName}
            {...checks('fullName')}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        id={id('mobile')}
        name="mobile"
        label={labels.mobile}
        help={<IsolatedMessage template={labels.mobileHelp} values={MOBILE_EXAMPLES} />}
        error={error('mobile')}
      >
        {(props) => (
          <input
            {...props}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            dir="ltr"
            defaultValue={contact?.mobile}
            {...checks('mobile')}
            className={`${inputClass} text-start`}
          />
        )}
      </FormField>
      <FormField id={id('email')} name="email" label={labels.email} error={error('email')}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            maxLength={255}
            dir="ltr"
            defaultValue={contact?.email}
            {...checks('email')}
            className={`${inputClass} text-start`}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-navy px-8 font-semibold text-white hover:bg-teal disabled:opacity-70"
      >
        {submitting ? labels.submitting : labels.next}
      </button>
    </form>
  )
}
