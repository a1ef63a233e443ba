'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import type { InvitationDelivery } from '@/lib/staff/deliver-invitation'
import { resendInvitationAction, revokeInvitationAction } from '@/lib/staff/staff-actions'
import { InvitationNotice, useAnnounceDelivery } from './invitation-notice'

const rowButton = `${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`

/**
 * An unanswered invitation's row: resend it (a new link; the old one stops working) or revoke
 * it (after confirming). A resend that did not leave opens the one-time link for the admin.
 */
export function InvitationActions({ userId, name }: { userId: string; name: string }) {
  const t = useTranslations('admin.staff')
  const common = useTranslations('admin.common')
  const announceDelivery = useAnnounceDelivery()
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<InvitationDelivery | null>(null)
  const revokeButton = useRef<HTMLButtonElement>(null)
  const resending = useStaffForm(resendInvitationAction, {
    onSuccess: (delivery) => {
      announceDelivery(delivery)
      if (!delivery.delivery.sent) setNotice(delivery)
    },
    refresh: true,
    failure: t('invitation.notResent'),
    toastFieldErrors: true,
  })
  // Revoking is confirmed in a dialog, which posts the member's id through the hook.
  const revoking = useStaffForm(revokeInvitationAction, {
    success: () => ({ title: t('invitation.revoked'), description: name }),
    onSuccess: () => setConfirming(false),
    refresh: true,
    failure: t('invitation.notRevoked'),
    toastFieldErrors: true,
  })
  const pending = resending.pending || revoking.pending
  return (
    <>
      {/* `contents`: the button stays an item of the row's line of actions. */}
      <form method="post" onSubmit={resending.onSubmit} className="contents">
        <input type="hidden" name="userId" value={userId} />
        <button
          type="submit"
          disabled={pending}
          aria-label={t('invitation.resendLabel', { name })}
          className={rowButton}
        >
          {t('invitation.resend')}
        </button>
      </form>
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
        cancelLabel={common('cancel')}
        pending={pending}
        onConfirm={() => revoking.submit(formDataOf({ userId }))}
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
