'use client'

import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import {
  clearFormDraft,
  draftIdempotencyKey,
  useFormDraft,
} from '@/components/site/resilience/form-draft'
import {
  SendFailure,
  type ContactWays,
  type SendFailureLabels,
} from '@/components/site/resilience/send-failure'
import { useResend } from '@/components/site/resilience/use-resend'
import { showToast } from '@/components/site/toast/show-toast'
import { budgetBucketOfRange } from '@/lib/analytics/budget-bucket'
import { pushDataLayer } from '@/lib/analytics/data-layer'
import { trackConsultationBooked } from '@/lib/analytics/lead-events'
import { DEFAULT_LEAD_VALUE_EGP } from '@/lib/pricing/conversion-value'
import { FormField, inputClass, type FieldControlProps } from '@/components/site/forms/form-field'
import { HoneypotField } from '@/components/site/forms/honeypot-field'
import {
  blurredToSubmit,
  fieldErrorKey,
  validateOnSubmit,
} from '@/components/site/forms/validate-on-submit'
import { normalizeDigitsAsTyped } from '@/components/site/forms/western-digits'
import { withAttribution } from '@/lib/leads/browser-attribution'
import { leadRecord, saveLeadContact } from '@/lib/leads/lead-session'
import type { Locale } from '@/lib/i18n/locales'
import { privacyPath } from '@/lib/i18n/privacy-path'
import {
  BUDGET_RANGES,
  CONSULTATION_FORM_ID,
  consultationFieldErrors,
  consultationSchema,
  type ConsultationErrorKey,
  type ConsultationFieldErrors,
  type ConsultationFields,
} from '@/lib/leads/consultation-schema'
import { submitConsultation, type ConsultationResult } from '@/lib/leads/submit-consultation'

export type ConsultationFormLabels = Record<
  | 'fullName'
  | 'email'
  | 'phone'
  | 'preferredArea'
  | 'budgetRange'
  | 'budgetAny'
  | 'notes'
  | 'optional'
  | 'submit'
  | 'submitting'
  | 'successTitle'
  | 'successBody'
  | 'errorTitle'
  | 'errorBody',
  string
> & {
  budgets: Record<(typeof BUDGET_RANGES)[number], string>
  errors: Record<ConsultationErrorKey, string>
  sendFailure: SendFailureLabels
  privacyLink: string
}

const CONSULTATION_DRAFT = 'consultation'

type BlurHandler = (
  event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
) => void

export type ConsultationFormProps = {
  locale: Locale
  labels: ConsultationFormLabels
  /** WhatsApp and phone links, the way out when a send fails. */
  contactWays: ContactWays
}

export function ConsultationForm({ locale, labels, contactWays }: ConsultationFormProps) {
  const [errors, setErrors] = useState<ConsultationFieldErrors>({})
  const started = useRef(false)
  const confirmationRef = useRef<HTMLDivElement>(null)
  const draft = useFormDraft(CONSULTATION_DRAFT)
  const [booked, setBooked] = useState(false)
  const sending = useResend(
    (previous: ConsultationResult | null, formData: FormData) =>
      submitConsultation(previous, withAttribution(formData)),
    {
      onSuccess: (leadId, formData) => {
        const contact = {
          fullName: String(formData.get('fullName') ?? ''),
          email: String(formData.get('email') ?? ''),
          mobile: String(formData.get('phone') ?? ''),
        }
        // The project pages' lead form starts from these details later in the visit.
        saveLeadContact(contact)
        clearFormDraft(CONSULTATION_DRAFT)
        const record = leadRecord(contact)
        const budgetRange = String(formData.get('budgetRange') ?? '') || null
        void trackConsultationBooked({
          leadId,
          formId: CONSULTATION_FORM_ID,
          fullName: record.full_name,
          email: record.email,
          phone: record.mobile_e164 ?? record.mobile_local,
          budgetRange,
          budgetBucket: budgetBucketOfRange(budgetRange),
          value: DEFAULT_LEAD_VALUE_EGP,
        })
        setBooked(true)
      },
      // The server's field messages show at their fields, like the browser's.
      answers: (failure) =>
        failure.code === 'invalid' && (setErrors(failure.fieldErrors ?? {}), true),
      // A refusal while online keeps the spec's toast; the inline message says more.
      onRefused: () =>
        showToast(labels.errorTitle, { description: labels.errorBody, tone: 'error' }),
    },
  )

  useEffect(() => {
    if (booked) confirmationRef.current?.focus()
  }, [booked])

  if (booked) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="mt-8 flex gap-4 rounded-2xl bg-white p-6 ring-1 ring-sand-deep focus:outline-none"
      >
        <CheckCircle2 aria-hidden className="size-8 shrink-0 text-teal" />
        <div>
          <p className="text-lg font-semibold text-navy">{labels.successTitle}</p>
          <p className="mt-1 text-muted">{labels.successBody}</p>
        </div>
      </div>
    )
  }

  /** A labelled control that validates itself on blur (spec §5), in the shared FormField. */
  const field = (
    name: ConsultationFields,
    label: string,
    control: (props: FieldControlProps & { onBlur: BlurHandler }) => React.ReactNode,
    optional = false,
  ) => {
    const error = errors[name]
    return (
      <FormField
        id={`consultation-${name}`}
        name={name}
        label={label}
        error={error ? labels.errors[error] : undefined}
        optionalLabel={optional ? labels.optional : undefined}
      >
        {(props) =>
          control({
            ...props,
            onBlur: (event) => {
              if (blurredToSubmit(event)) return
              const message = fieldErrorKey(
                consultationSchema.shape[name],
                event.currentTarget.value,
              )
              setErrors((current) => ({ ...current, [name]: message }))
            },
          })
        }
      </FormField>
    )
  }

  return (
    <form
      ref={draft}
      method="post"
      noValidate
      onFocus={() => {
        if (started.current) return
        started.current = true
        pushDataLayer({ event: 'form_start', form_id: CONSULTATION_FORM_ID })
      }}
      onSubmit={(event) => {
        // Sent by hand, never as a form action: a failed booking must keep what was typed.
        const formData = validateOnSubmit<ConsultationFields, ConsultationErrorKey>(
          event,
          consultationSchema,
          {
            fieldErrors: consultationFieldErrors,
            setErrors,
            fieldId: (name) => `consultation-${name}`,
          },
        )
        if (!formData) return
        // Every attempt of this booking (across reloads too) carries one key: a retry never
        // stores it twice.
        formData.set('idempotencyKey', draftIdempotencyKey(CONSULTATION_DRAFT))
        sending.submit(formData)
      }}
      className="relative mt-8 grid gap-5 rounded-2xl bg-white p-6 ring-1 ring-sand-deep sm:grid-cols-2"
    >
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField />
      {field('fullName', labels.fullName, (props) => (
        <input
          {...props}
          type="text"
          autoComplete="name"
          maxLength={100}
          dir="auto"
          className={inputClass}
        />
      ))}
      {field('phone', labels.phone, (props) => (
        <input
          {...props}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          dir="ltr"
          onChange={normalizeDigitsAsTyped}
          className={`${inputClass} text-start`}
        />
      ))}
      {field('email', labels.email, (props) => (
        <input
          {...props}
          type="email"
          autoComplete="email"
          maxLength={255}
          dir="ltr"
          className={`${inputClass} text-start`}
        />
      ))}
      {field(
        'preferredArea',
        labels.preferredArea,
        (props) => (
          <input {...props} type="text" maxLength={100} dir="auto" className={inputClass} />
        ),
        true,
      )}
      {field(
        'budgetRange',
        labels.budgetRange,
        (props) => (
          <select {...props} defaultValue="" className={inputClass}>
            <option value="">{labels.budgetAny}</option>
            {BUDGET_RANGES.map((range) => (
              <option key={range} value={range}>
                {labels.budgets[range]}
              </option>
            ))}
          </select>
        ),
        true,
      )}
      <div className="sm:col-span-2">
        {field(
          'notes',
          labels.notes,
          (props) => (
            <textarea
              {...props}
              rows={4}
              maxLength={1000}
              dir="auto"
              className={`${inputClass} py-3`}
            />
          ),
          true,
        )}
      </div>
      <button
        type="submit"
        disabled={sending.sending}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-navy px-8 font-semibold text-white hover:bg-teal disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
      >
        {sending.sending ? labels.submitting : labels.submit}
      </button>
      <p className="text-sm text-muted sm:col-span-2">
        <a href={privacyPath(locale)} target="_blank" className="text-teal underline">
          {labels.privacyLink}
        </a>
      </p>
      <SendFailure
        sending={sending}
        labels={labels.sendFailure}
        contact={contactWays}
        className="sm:col-span-2"
      />
    </form>
  )
}
