'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import type { InvitationDelivery } from '@/lib/staff/deliver-invitation'
import { resendInvitationAction, revokeInvitationAction } from '@/lib/staff/staff-actions'
import { useFailureText } from '@/components/admin/use-failure-text'
import { InvitationNotice, useAnnounceDelivery } from './invitation-notice'

const rowButton = `${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`

/**
 * An unanswered invitation's row: resend it (a new link; the old one stops working) or revoke
 * it (after confirming). A resend that did not leave opens the one-time link for the admin.
 */
export function InvitationActions({ userId, name }: { userId: string; name: string }) {
  const router = useRouter()
  const t = useTranslations('admin.staff')
  const failureText = useFailureText()
  const announceDelivery = useAnnounceDelivery()
  const [pending, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<InvitationDelivery | null>(null)
  const revokeButton = useRef<HTMLButtonElement>(null)
  const formData = () => {
    const data = new FormData()
    data.set('userId', userId)
    return data
  }
  const resend = () =>
    startTransition(async () => {
      const result = await resendInvitationAction(null, formData())
      if (!result.ok) {
        toast.error(t('invitation.notResent'), { description: failureText(result) })
        return
      }
      announceDelivery(result.data)
      if (!result.data.delivery.sent) setNotice(result.data)
      router.refresh()
    })
  const revoke = () =>
    startTransition(async () => {
      const result = await revokeInvitationAction(null, formData())
      if (result.ok) {
        toast.success(t('invitation.revoked'), { description: name })
        setConfirming(false)
        router.refresh()
      } else toast.error(t('invitation.notRevoked'), { description: failureText(result) })
    })
  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={resend}
        aria-label={t('invitation.resendLabel', { name })}
        className={rowButton}
      >
        {t('invitation.resend')}
      </button>
      <button
        ref={revokeButton}
        type="button"
        disabled={pending}
        onClick={() => setConfirming(true)}
        aria-label={t('invitation.revokeLabel', { name })}
        className={`${rowButton} text-red-700`}
      >
        {t('invitation.revoke')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('invitation.confirmTitle')}
        description={t('invitation.confirmText', { name })}
        confirmLabel={pending ? t('invitation.revoking') : t('invitation.confirm')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={revoke}
        returnFocus={revokeButton}
      />
      <Dialog open={notice !== null} onOpenChange={(open) => (open ? null : setNotice(null))}>
        {notice ? (
          <DialogContent title={t('invitation.dialogTitle', { name })}>
            <InvitationNotice result={notice} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}
