'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { InvitationDelivery } from '@/lib/staff/deliver-invitation'

/** How the outcome of sending reads: sent only when the mail server took it. */
function useDeliveryHeadline() {
  const t = useTranslations('admin.staff.delivery')
  return (result: InvitationDelivery): string => {
    if (result.delivery.sent) return t('sent')
    return result.delivery.reason === 'no-mail-server' ? t('noMailServer') : t('notAccepted')
  }
}

/** Toasts what became of an invitation's mail: 'sent' only when the mail server took it. */
export function useAnnounceDelivery() {
  const headline = useDeliveryHeadline()
  return (result: InvitationDelivery) => {
    if (result.delivery.sent) toast.success(headline(result), { description: result.email })
    else toast.warning(headline(result), { description: result.email })
  }
}

/**
 * An invitation that did not leave: says so, with the last error if any, and gives the admin
 * the one-time link to pass on themselves.
 */
export function InvitationNotice({ result }: { result: InvitationDelivery }) {
  const id = useId()
  const t = useTranslations('admin.staff.delivery')
  const deliveryHeadline = useDeliveryHeadline()
  const { delivery, link } = result
  if (delivery.sent || !link) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast.success(t('copied'))
    } catch {
      // Clipboard refused (no permission, insecure origin): the field is selected to copy by hand.
      document.getElementById(`${id}-link`)?.focus()
      toast.error(t('copyByHand'), { description: t('copyByHandText') })
    }
  }
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{deliveryHeadline(result)}</p>
      <p className="mt-1">
        {t.rich('waiting', {
          email: result.email,
          ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
        {delivery.lastError ? t('lastError', { error: delivery.lastError }) : null}
      </p>
      <label htmlFor={`${id}-link`} className={`${labelClass} mt-3`}>
        {t('link')}
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
          {t('copy')}
        </button>
      </div>
    </div>
  )
}
