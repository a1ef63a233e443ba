'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
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
  const failureText = useFailureText()
  const [confirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const trigger = useRef<HTMLButtonElement>(null)
  const remove = () =>
    startTransition(async () => {
      const result = await deleteMediaAction(id)
      setConfirming(false)
      if (result.ok) {
        toast.success(t('moved', { kind }), { description: name })
        router.push('/admin/media')
        return
      }
      setRefusal(failureText(result))
      toast.error(t('notDeleted'), { description: failureText(result) })
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
        <Trash2 className="size-4" aria-hidden /> {t('button')}
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
        confirmLabel={pending ? t('deleting') : t('button')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={remove}
        returnFocus={trigger}
      />
    </div>
  )
}
