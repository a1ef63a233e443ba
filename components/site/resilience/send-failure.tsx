'use client'

import { MessageCircle, Phone } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { LeadFormLabels } from '@/components/site/lead-form/lead-form-types'
import type { ResendState } from './use-resend'

export type SendFailureLabels = LeadFormLabels['sendFailure']

/** The ways to reach sales without the form: the page's WhatsApp and phone links. */
export type ContactWays = { whatsappHref: string; telHref: string }

/**
 * A failed send, said in the form itself (a toast may not load offline): what happened, that
 * nothing typed is lost, Try again, and WhatsApp or a call as a way out. It is announced
 * (role=alert) and brought into view, wherever the page was scrolled; the phone's contact bar
 * steps aside while it shows (contact-bar.tsx), so it covers neither the message nor the button.
 */
export function SendFailure({
  sending: { failure: kind, retry, sending },
  labels,
  contact,
  className,
}: {
  sending: ResendState
  labels: SendFailureLabels
  contact: ContactWays
  className?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (kind) box.current?.scrollIntoView({ block: 'nearest' })
  }, [kind])
  if (!kind) return null
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-navy ring-1 ring-sand-deep hover:bg-white'
  return (
    <div
      ref={box}
      role="alert"
      className={`rounded-xl bg-sand p-4 text-navy ${className ?? ''}`}
      data-send-failure={kind}
    >
      <p className="font-semibold">
        {kind === 'offline' ? labels.offlineTitle : labels.failedTitle}
      </p>
      <p className="mt-1 text-sm">{kind === 'offline' ? labels.offlineBody : labels.failedBody}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={retry}
          disabled={sending}
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-teal disabled:opacity-70"
        >
          {labels.retry}
        </button>
        <span className="text-sm">{labels.orContact}</span>
        <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
          <MessageCircle aria-hidden className="size-4" />
          {labels.whatsapp}
        </a>
        <a href={contact.telHref} className={link}>
          <Phone aria-hidden className="size-4" />
          {labels.call}
        </a>
      </div>
    </div>
  )
}
