'use client'

import { useId } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { InvitationDelivery } from '@/lib/staff/deliver-invitation'

/** How the outcome of sending reads: sent only when the mail server took it. */
export function deliveryHeadline(result: InvitationDelivery): string {
  if (result.delivery.sent) return 'Invitation sent'
  return result.delivery.reason === 'no-mail-server'
    ? 'Queued, not delivered (no mail server)'
    : 'Queued, not delivered (the mail server did not accept it yet)'
}

/** Toasts what became of an invitation's mail: 'sent' only when the mail server took it. */
export function announceDelivery(result: InvitationDelivery) {
  if (result.delivery.sent) toast.success('Invitation sent', { description: result.email })
  else toast.warning(deliveryHeadline(result), { description: result.email })
}

/**
 * An invitation that did not leave: says so, with the last error if any, and gives the admin
 * the one-time link to pass on themselves.
 */
export function InvitationNotice({ result }: { result: InvitationDelivery }) {
  const id = useId()
  const { delivery, link } = result
  if (delivery.sent || !link) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast.success('Link copied')
    } catch {
      // Clipboard refused (no permission, insecure origin): the field is selected to copy by hand.
      document.getElementById(`${id}-link`)?.focus()
      toast.error('Copy the link by hand', { description: 'It is selected in the field.' })
    }
  }
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{deliveryHeadline(result)}</p>
      <p className="mt-1">
        The invitation to <span dir="ltr">{result.email}</span> waits in the outbox (Settings ›
        Mail) and is sent once the mail server takes it.
        {delivery.lastError ? ` Last error: ${delivery.lastError}` : null}
      </p>
      <label htmlFor={`${id}-link`} className={`${labelClass} mt-3`}>
        One-time link to set their password (works once, for 72 hours)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-link`}
          readOnly
          dir="ltr"
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClass} min-h-11 min-w-0 flex-1 basis-64 md:min-h-10`}
        />
        <button
          type="button"
          onClick={copy}
          className={`${buttonClass('outline')} min-h-11 md:min-h-10`}
        >
          Copy link
        </button>
      </div>
    </div>
  )
}
