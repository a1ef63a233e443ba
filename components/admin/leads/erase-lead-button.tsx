'use client'

import { useState, useTransition } from 'react'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import { eraseLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'

/** Admin only: erases the lead's personal data after a confirmation (it cannot be undone). */
export function EraseLeadButton({ leadId }: { leadId: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const erase = () =>
    startTransition(async () => {
      const formData = new FormData()
      formData.set('leadId', leadId)
      const result = await eraseLeadAction(null, formData)
      if (!result.ok) {
        toast.error('Error', { description: result.message })
        return
      }
      toast.success('Personal data erased')
      setOpen(false)
      router.refresh()
    })
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} className="min-h-11 md:min-h-10">
        Erase personal data
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Erase this lead’s personal data?"
        description="Name, e-mail, phone and notes are replaced, here and in its enquiries and timeline. The lead stays in the statistics. This cannot be undone."
        confirmLabel={pending ? 'Erasing...' : 'Erase'}
        pending={pending}
        onConfirm={erase}
      />
    </>
  )
}
