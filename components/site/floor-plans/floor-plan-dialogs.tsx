'use client'

import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { LeadStepOne } from '@/components/site/lead-form/lead-step-one'
import {
  contactStepAction,
  contactStepDraft,
} from '@/components/site/lead-form/contact-step-action'
import { SendFailure } from '@/components/site/resilience/send-failure'
import { useResend } from '@/components/site/resilience/use-resend'
import { showToast } from '@/components/site/toast/show-toast'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { floorPlansUnlocked, useLeadContact } from '@/lib/leads/lead-session'
import type { FloorPlanGateProps, FloorPlanRequest } from './floor-plan-gate'

export type FloorPlanDialogsProps = FloorPlanGateProps & {
  request: FloorPlanRequest
  onDone: () => void
}

const panel =
  'm-auto w-[min(100%-2rem,40rem)] max-h-[90dvh] overflow-y-auto rounded-3xl border-0 bg-white p-6 shadow-xl backdrop:bg-ink/50'

/** The capture dialog ("View Floor Plans") while locked, then the requested plan. */
export default function FloorPlanDialogs({
  projectSlug,
  locale,
  labels,
  leadLabels,
  contactWays,
  request,
  onDone,
}: FloorPlanDialogsProps) {
  const [unlocked, setUnlocked] = useState(floorPlansUnlocked)
  const contact = useLeadContact()
  const titleId = useId()
  const descriptionId = useId()
  const idPrefix = useId()

  // A refusal while online keeps the spec's toast; the inline message says more.
  const sending = useResend(contactStepAction({ projectSlug, locale }), {
    onSuccess: () => {
      showToast(labels.unlockedTitle, { description: labels.unlockedBody })
      setUnlocked(true)
    },
    onRefused: () =>
      showToast(leadLabels.errorTitle, { description: leadLabels.errorBody, tone: 'error' }),
  })

  const closeButton = (
    <button
      type="button"
      onClick={onDone}
      aria-label={labels.close}
      className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-navy hover:bg-sand"
    >
      <X aria-hidden className="size-5" />
    </button>
  )

  if (unlocked) {
    return (
      <ModalDialog
        key={`plan-${request.requestedAt}`}
        open
        onClose={onDone}
        labelledBy={titleId}
        className={panel}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-navy">
            {labels.planTitle}: {request.title}
          </h2>
          {closeButton}
        </div>
        {request.url.endsWith('.pdf') ? (
          <a
            href={request.url}
            download
            className="mt-6 inline-flex min-h-12 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-teal"
          >
            {labels.openPdf}
          </a>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a library file already made in this size
          <img
            src={request.url}
            alt={request.alt || `${labels.planTitle}: ${request.title}`}
            className="mt-4 h-auto w-full rounded-2xl bg-sand"
          />
        )}
      </ModalDialog>
    )
  }

  return (
    <ModalDialog
      key={`capture-${request.requestedAt}`}
      open
      onClose={onDone}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus='input[name="fullName"]'
      className={panel}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-semibold text-navy">
          {labels.title}
        </h2>
        {closeButton}
      </div>
      <p id={descriptionId} className="mt-1 mb-5 text-muted">
        {labels.description}
      </p>
      <LeadStepOne
        idPrefix={idPrefix}
        labels={leadLabels}
        contact={contact}
        draftName={contactStepDraft(projectSlug)}
        submitting={sending.sending}
        onSubmit={sending.submit}
      />
      <SendFailure
        sending={sending}
        labels={leadLabels.sendFailure}
        contact={contactWays}
        className="mt-5"
      />
    </ModalDialog>
  )
}
