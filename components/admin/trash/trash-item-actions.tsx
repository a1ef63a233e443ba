'use client'

import { RotateCcw, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { purgeFromTrash, restoreFromTrash } from '@/lib/trash/trash-actions'
import type { TrashKind } from '@/lib/trash/trash-kinds'

type Props = {
  kind: TrashKind
  id: string
  label: string
  /** Admins only: a moderator restores their own deletions, nothing more. */
  canPurge: boolean
}

/** Restore at once; delete for good only after the confirmation. */
export function TrashItemActions({ kind, id, label, canPurge }: Props) {
  const router = useRouter()
  const t = useTranslations('admin.trash')
  const failureText = useFailureText()
  const [confirming, setConfirming] = useState(false)
  const purgeButton = useRef<HTMLButtonElement>(null)
  const [pending, startTransition] = useTransition()
  const run = (work: 'restore' | 'purge') =>
    startTransition(async () => {
      const result = await (work === 'restore' ? restoreFromTrash : purgeFromTrash)(kind, id)
      if (result.ok) {
        toast.success(work === 'restore' ? t('restored', { kind }) : t('purged', { kind }), {
          description: label,
        })
        setConfirming(false)
        router.refresh()
        return
      }
      toast.error(work === 'restore' ? t('notRestored') : t('notDeleted'), {
        description: failureText(result),
      })
    })
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        disabled={pending}
        onClick={() => run('restore')}
        aria-label={t('restoreLabel', { label })}
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        <RotateCcw className="size-4" aria-hidden /> {t('restore')}
      </button>
      {canPurge ? (
        <>
          <button
            type="button"
            disabled={pending}
            ref={purgeButton}
            onClick={() => setConfirming(true)}
            aria-label={t('purgeLabel', { label })}
            className={`${buttonClass('outline', 'sm')} min-h-11 text-red-700 md:min-h-9`}
          >
            <Trash2 className="size-4" aria-hidden /> {t('purge')}
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('purgeTitle')}
            description={t('purgeDescription', { kind, label })}
            confirmLabel={pending ? t('deleting') : t('purge')}
            cancelLabel={t('cancel')}
            pending={pending}
            onConfirm={() => run('purge')}
            returnFocus={purgeButton}
          />
        </>
      ) : null}
    </div>
  )
}
