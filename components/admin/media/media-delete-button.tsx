'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { deleteMediaAction } from '@/lib/admin/media/media-actions'

/** Media › Delete: to the trash after confirmation; a refusal says where the item is used. */
export function MediaDeleteButton({
  id,
  name,
  kind,
}: {
  id: string
  name: string
  kind: 'image' | 'pdf'
}) {
  const router = useRouter()
  const t = useTranslations('admin.media.delete')
  const common = useTranslations('admin.common')
  const failureText = useFailureText()
  const [confirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  // The confirmation (a dialog) posts the item's id through the hook.
  const { submit, pending } = useStaffForm(deleteMediaAction, {
    success: () => ({ title: t('moved', { kind }), description: name }),
    onSuccess: () => {
      setConfirming(false)
      router.push('/admin/media')
    },
    failure: t('notDeleted'),
    toastFieldErrors: true,
    onFailure: (failure) => {
      setConfirming(false)
      setRefusal(failureText(failure))
    },
  })
  return (
    <div className="space-y-2">
      <button
        ref={trigger}
        type="button"
        onClick={() => setConfirming(true)}
        disabled={pending}
        className={`${buttonClass('outline')} min-h-11 text-red-700 md:min-h-10`}
      >
        <Trash2 className="size-4" aria-hidden /> {common('delete')}
      </button>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('title', { kind })}
        description={t('description', { name })}
        confirmLabel={pending ? common('deleting') : common('delete')}
        cancelLabel={common('cancel')}
        pending={pending}
        onConfirm={() => submit(formDataOf({ id }))}
        returnFocus={trigger}
      />
    </div>
  )
}
