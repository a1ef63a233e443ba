'use client'

import { CheckCircle2, MessageCircle } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { clearFormDraft, readSession, writeSession } from '@/components/site/resilience/form-draft'
import { SendFailure, type ContactWays } from '@/components/site/resilience/send-failure'
import { useResend } from '@/components/site/resilience/use-resend'
import type { FormAction } from '@/components/forms/use-action-form'
import { fail } from '@/lib/actions/action-result'
import { showToast } from '@/components/site/toast/show-toast'
import { budgetBucketOfPrice } from '@/lib/analytics/budget-bucket'
import { trackLeadCompleted } from '@/lib/analytics/lead-events'
import type { Locale } from '@/lib/i18n/locales'
import { privacyPath } from '@/lib/i18n/privacy-path'
import type { ContactChannel, LeadFormErrorKey } from '@/lib/leads/lead-form-schema'
import { leadRecord, useLeadContact, type LeadContact } from '@/lib/leads/lead-session'
import { submitLeadStep2 } from '@/lib/leads/submit-lead-step2'
import { conversionValue } from '@/lib/pricing/conversion-value'
import type { UnitPricing } from '@/lib/pricing/unit-pricing'
import { whatsappLink } from '@/lib/site-config'
import type { LeadFormLabels } from './lead-form-types'
import { LeadStepOne } from './lead-step-one'
import { useLeadIntent, type LeadIntent } from './lead-intent'
import { LeadStepTwo } from './lead-step-two'
import { contactStepAction, contactStepDraft } from './contact-step-action'

export type LeadFormProps = {
  projectSlug: string
  locale: Locale
  unitTitles: string[]
  chatNumber: string
  /** WhatsApp and phone links, the way out when a send fails. */
  contactWays: ContactWays
  /** Spec §7 unit pricing: the project's average, and per offered unit its type's average. */
  pricing: UnitPricing
  labels: LeadFormLabels
  /** The last step's button, by what the visitor chose (lead-intent.ts). */
  submitLabels: Record<'default' | NonNullable<LeadIntent>, string>
  /** A unit chosen with its card's Contact Sales button. */
  presetUnit: string | null
}

type Step = 1 | 2 | 'done'

/** Which step the visitor reached, kept for the tab's session: a reload returns to step 2. */
const stepKey = (projectSlug: string) => `lead-form-step:${projectSlug}`
const stepDraft = (projectSlug: string) => `lead-step2:${projectSlug}`

const keptStep = (projectSlug: string): Step => (readSession(stepKey(projectSlug)) === '2' ? 2 : 1)

const keepStep = (projectSlug: string, step: Step) =>
  writeSession(stepKey(projectSlug), step === 2 ? '2' : null)

const text = (formData: FormData, name: string) => String(formData.get(name) ?? '').trim()

/** The project page's two-step lead form (spec §4): contact details, then preferences. */
export function LeadForm({
  projectSlug,
  locale,
  unitTitles,
  chatNumber,
  contactWays,
  pricing,
  labels,
  submitLabels,
  presetUnit,
}: LeadFormProps) {
  const idPrefix = useId()
  const intent = useLeadIntent()
  // What step 1 sent stands in where the session cannot remember it (blocked storage).
  const [sent, setSent] = useState<LeadContact | null>(null)
  const contact = useLeadContact() ?? sent
  // Step 2 again after a reload, when the session still holds the lead step 1 created.
  const [step, setStep] = useState<Step>(() =>
    keptStep(projectSlug) === 2 && contact?.leadId ? 2 : 1,
  )
  const [leadId, setLeadId] = useState<string | null>(null)
  const [channel, setChannel] = useState<ContactChannel | null>(null)
  const stepRef = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)

  // Focus follows the step after the visitor moved it (not on first render).
  useEffect(() => {
    if (moved.current) stepRef.current?.focus()
  }, [step])

  const goTo = (next: Step) => {
    moved.current = true
    keepStep(projectSlug, next)
    setStep(next)
  }
  // Spec §5: step 2 without step-1 data (no lead to complete) sends the visitor back to step 1.
  const missingStepOne = () => {
    showToast(labels.errorTitle, { description: labels.errors.step1Missing, tone: 'error' })
    goTo(1)
  }

  const stepOneSent = (id: string, formData: FormData) => {
    setLeadId(id)
    const record = leadRecord({
      fullName: text(formData, 'fullName'),
      email: text(formData, 'email'),
      mobile: text(formData, 'mobile'),
      leadId: id,
    })
    setSent({
      fullName: record.full_name,
      email: record.email,
      mobile: record.mobile_local,
      mobileE164: record.mobile_e164,
      leadId: id,
    })
    goTo(2)
  }

  const stepTwoAction: FormAction<string, LeadFormErrorKey> = async (previous, formData) => {
    const id = leadId ?? contact?.leadId
    if (!id || !contact) return fail('not-found', 'step1Missing')
    formData.set('leadId', id)
    return submitLeadStep2(previous, formData)
  }

  const stepTwoSent = (id: string, formData: FormData) => {
    if (!contact) return
    const chosen = text(formData, 'preferredChannel') as ContactChannel
    const unitType = text(formData, 'unitInterest')
    const averagePrice = pricing.byUnitTitle[unitType] ?? pricing.project
    void trackLeadCompleted({
      leadId: id,
      fullName: contact.fullName,
      email: contact.email,
      mobile: contact.mobileE164 ?? contact.mobile,
      unitType,
      buyTimeline: text(formData, 'howSoon'),
      contactChannel: chosen,
      averagePrice,
      budgetBucket: budgetBucketOfPrice(averagePrice),
      value: conversionValue(averagePrice),
    })
    setChannel(chosen)
    clearFormDraft(stepDraft(projectSlug))
    goTo('done')
  }

  // A refusal while online keeps the spec's toast; the inline message says more.
  const refused = () =>
    showToast(labels.errorTitle, { description: labels.errorBody, tone: 'error' })
  const stepOne = useResend(contactStepAction({ projectSlug, locale }), {
    onSuccess: stepOneSent,
    onRefused: refused,
  })
  const stepTwo = useResend(stepTwoAction, {
    onSuccess: stepTwoSent,
    // The lead step 1 made is gone (or was never made here): step 1 again.
    answers: (failure) => failure.code === 'not-found' && (missingStepOne(), true),
    onRefused: refused,
  })
  const sending = step === 1 ? stepOne : stepTwo

  if (step === 'done') {
    return (
      <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-sand-deep">
        <CheckCircle2 aria-hidden className="size-10 text-teal" />
        <p
          ref={stepRef}
          tabIndex={-1}
          className="mt-3 text-xl font-semibold text-navy focus:outline-none"
        >
          {labels.thankYouTitle}
        </p>
        <p className="mt-2 text-muted">{labels.thankYouBody[channel ?? 'none']}</p>
        <a
          href={whatsappLink(chatNumber, labels.chatMessage)}
          target="_blank"
          rel="noopener noreferrer"
          data-whatsapp-location="thank_you"
          className="mt-5 inline-flex min-h-12 items-center gap-2 rounded-full bg-teal px-6 font-semibold text-white hover:bg-navy"
        >
          <MessageCircle aria-hidden className="size-5" />
          {labels.chatNow}
        </a>
      </div>
    )
  }

  const stepLabel = labels.stepOf[step]
  return (
    <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-sand-deep">
      <p ref={stepRef} tabIndex={-1} className="text-sm font-semibold text-teal focus:outline-none">
        {stepLabel}
      </p>
      <div
        role="progressbar"
        aria-label={stepLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={step === 1 ? 50 : 100}
        className="mt-2 mb-6 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-teal transition-[width]"
          style={{ width: step === 1 ? '50%' : '100%' }}
        />
      </div>
      {step === 1 ? (
        <LeadStepOne
          idPrefix={idPrefix}
          labels={labels}
          contact={contact}
          draftName={contactStepDraft(projectSlug)}
          submitting={stepOne.sending}
          onSubmit={stepOne.submit}
        />
      ) : contact ? (
        <LeadStepTwo
          idPrefix={idPrefix}
          labels={{ ...labels, submit: submitLabels[intent ?? 'default'] }}
          contact={contact}
          unitTitles={unitTitles}
          presetUnit={presetUnit}
          draftName={stepDraft(projectSlug)}
          privacyHref={privacyPath(locale)}
          submitting={stepTwo.sending}
          onBack={() => goTo(1)}
          onSubmit={stepTwo.submit}
        />
      ) : null}
      <SendFailure
        sending={sending}
        labels={labels.sendFailure}
        contact={contactWays}
        className="mt-5"
      />
    </div>
  )
}
