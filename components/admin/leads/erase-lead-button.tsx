'use client'

import { useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'
import { useFailureText } from '@/components/admin/use-failure-text'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import { eraseLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'

/** Admin only: erases the lead's personal data after a confirmation (it cannot be undone). */
export function EraseLeadButton({ leadId }: { leadId: string }) {
  const router = useRouter()
  const t = useTranslations('admin.leads')
  const failureText = useFailureText()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const erase = () =>
    startTransition(async () => {
      const formData = new FormData()
      formData.set('leadId', leadId)
      const result = await eraseLeadAction(null, formData)
      if (!result.ok) {
        toast.error(t('error'), { description: failureText(result) })
        return
      }
      toast.success(t('erase.done'))
      setOpen(false)
      router.refresh()
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
        cancelLabel={t('cancel')}
        confirmLabel={pending ? t('erase.erasing') : t('erase.confirm')}
        pending={pending}
        onConfirm={erase}
      />
    </>
  )
}
