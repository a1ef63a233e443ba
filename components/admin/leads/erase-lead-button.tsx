'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { eraseLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'

/** Admin only: erases the lead's personal data after a confirmation (it cannot be undone). */
export function EraseLeadButton({ leadId }: { leadId: string }) {
  const t = useTranslations('admin.leads')
  const common = useTranslations('admin.common')
  const [open, setOpen] = useState(false)
  // The confirmation (a dialog) posts the lead's id through the hook.
  const { submit, pending } = useStaffForm(eraseLeadAction, {
    success: () => t('erase.done'),
    onSuccess: () => setOpen(false),
    refresh: true,
    failure: common('error'),
    toastFieldErrors: true,
  })
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} className="min-h-11 md:min-h-10">
        {t('erase.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('erase.title')}
        description={t('erase.text')}
        cancelLabel={common('cancel')}
        confirmLabel={pending ? t('erase.erasing') : t('erase.confirm')}
        pending={pending}
        onConfirm={() => submit(formDataOf({ leadId }))}
      />
    </>
  )
}
