'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { revokeConversionFeedAction } from '@/lib/conversion-feeds/conversion-feed-actions'

/** A feed's Revoke, after confirming: its address answers 404 from then on. */
export function RevokeFeedButton({ id, username }: { id: string; username: string }) {
  const t = useTranslations('admin.settings.feeds')
  const common = useTranslations('admin.common')
  const [confirming, setConfirming] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const { submit, pending } = useStaffForm(revokeConversionFeedAction, {
    success: () => ({ title: t('revoked'), description: username }),
    onSuccess: () => setConfirming(false),
    refresh: true,
    failure: t('notRevoked'),
    toastFieldErrors: true,
  })
  return (
    <>
      <button
        ref={trigger}
        type="button"
        disabled={pending}
        onClick={() => setConfirming(true)}
        aria-label={t('revokeLabel', { username })}
        className={`${buttonClass('outline', 'sm')} min-h-11 text-red-700 md:min-h-9`}
      >
        {t('revoke')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t.rich('confirmText', {
          username,
          ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
        confirmLabel={pending ? t('revoking') : t('confirm')}
        cancelLabel={common('cancel')}
        pending={pending}
        onConfirm={() => submit(formDataOf({ id }))}
        returnFocus={trigger}
      />
    </>
  )
}
