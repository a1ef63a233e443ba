'use client'

import { RotateCcw, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
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
  const t = useTranslations('admin.trash')
  const common = useTranslations('admin.common')
  const [confirming, setConfirming] = useState(false)
  const purgeButton = useRef<HTMLButtonElement>(null)
  const answered = {
    onSuccess: () => setConfirming(false),
    refresh: true,
    toastFieldErrors: true,
  }
  const restoring = useStaffForm(restoreFromTrash, {
    ...answered,
    success: () => ({ title: t('restored', { kind }), description: label }),
    failure: t('notRestored'),
  })
  // Delete for good is confirmed in a dialog, which posts the same fields through the hook.
  const purging = useStaffForm(purgeFromTrash, {
    ...answered,
    success: () => ({ title: t('purged', { kind }), description: label }),
    failure: t('notDeleted'),
  })
  const pending = restoring.pending || purging.pending
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {/* `contents`: the button stays an item of the row's line of actions. */}
      <form method="post" onSubmit={restoring.onSubmit} className="contents">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          disabled={pending}
          aria-label={t('restoreLabel', { label })}
          className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
        >
          <RotateCcw className="size-4" aria-hidden /> {t('restore')}
        </button>
      </form>
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
            confirmLabel={pending ? common('deleting') : t('purge')}
            cancelLabel={common('cancel')}
            pending={pending}
            onConfirm={() => purging.submit(formDataOf({ kind, id }))}
            returnFocus={purgeButton}
          />
        </>
      ) : null}
    </div>
  )
}
