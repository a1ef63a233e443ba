'use client'

import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { ActionResult } from '@/lib/actions/action-result'

/** Toasts after a delete (plain data: this menu is rendered by server components). */
export type DeleteMessages = {
  success: { title: string; description?: string }
  /** Shown with the server's message as description. */
  failureTitle: string
}

export type RowActionsProps = {
  label: string
  editHref: string
  onDelete: () => Promise<ActionResult<null>>
  messages: DeleteMessages
}

/** The row's actions menu: Edit, and Delete behind the 'Are you sure?' confirmation. */
export function RowActions({ label, editHref, onDelete, messages }: RowActionsProps) {
  const router = useRouter()
  const t = useTranslations('admin.table')
  const failureText = useFailureText()
  const [confirming, setConfirming] = useState(false)
  const [pending, startTransition] = useTransition()
  const remove = () =>
    startTransition(async () => {
      const result = await onDelete()
      if (result.ok) {
        toast.success(messages.success.title, { description: messages.success.description })
        setConfirming(false)
        router.refresh()
        return
      }
      toast.error(messages.failureTitle, { description: failureText(result) })
    })
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('actionsFor', { label })}
          className="flex size-11 items-center justify-center rounded-md text-slate-600 md:size-8 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal"
        >
          <MoreHorizontal className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => router.push(editHref)}>
            <Pencil className="size-4" aria-hidden /> {t('edit')}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden /> {t('delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmDescription', { label })}
        confirmLabel={pending ? t('deleting') : t('delete')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={remove}
      />
    </>
  )
}
