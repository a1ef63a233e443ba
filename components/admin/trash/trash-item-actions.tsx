'use client'

import { RotateCcw, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { purgeFromTrash, restoreFromTrash } from '@/lib/trash/trash-actions'
import type { TrashKind } from '@/lib/trash/trash-kinds'

type Props = {
  kind: TrashKind
  id: string
  label: string
  kindLabel: string
  /** Admins only: a moderator restores their own deletions, nothing more. */
  canPurge: boolean
}

/** What goes with an item deleted for good. */
const WITH: Partial<Record<TrashKind, string>> = {
  project: ', with its units',
  media: ', with its files',
}

/** Restore at once; delete for good only after the confirmation. */
export function TrashItemActions({ kind, id, label, kindLabel, canPurge }: Props) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const purgeButton = useRef<HTMLButtonElement>(null)
  const [pending, startTransition] = useTransition()
  const run = (work: 'restore' | 'purge') =>
    startTransition(async () => {
      const result = await (work === 'restore' ? restoreFromTrash : purgeFromTrash)(kind, id)
      if (result.ok) {
        toast.success(
          work === 'restore' ? `${kindLabel} restored` : `${kindLabel} deleted permanently`,
          {
            description: label,
          },
        )
        setConfirming(false)
        router.refresh()
        return
      }
      toast.error(work === 'restore' ? 'Not restored' : 'Not deleted', {
        description: result.message,
      })
    })
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        disabled={pending}
        onClick={() => run('restore')}
        aria-label={`Restore ${label}`}
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        <RotateCcw className="size-4" aria-hidden /> Restore
      </button>
      {canPurge ? (
        <>
          <button
            type="button"
            disabled={pending}
            ref={purgeButton}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${label} permanently`}
            className={`${buttonClass('outline', 'sm')} min-h-11 text-red-700 md:min-h-9`}
          >
            <Trash2 className="size-4" aria-hidden /> Delete permanently
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete permanently?"
            description={`${label} will be deleted for good${WITH[kind] ?? ''}. This cannot be undone.`}
            confirmLabel={pending ? 'Deleting...' : 'Delete permanently'}
            pending={pending}
            onConfirm={() => run('purge')}
            returnFocus={purgeButton}
          />
        </>
      ) : null}
    </div>
  )
}
