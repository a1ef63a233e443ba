'use client'

import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import type { FormAction } from '@/components/forms/use-action-form'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** Toasts after a delete (plain data: this menu is rendered by server components). */
export type DeleteMessages = {
  success: { title: string; description?: string }
  /** Shown with the server's message as description. */
  failureTitle: string
}

export type RowActionsProps = {
  label: string
  editHref: string
  /** The row's record: what Delete posts, as `id`. */
  id: string
  /** The entity's delete action (a server action: to the trash). */
  remove: FormAction<null>
  messages: DeleteMessages
}

/** The row's actions menu: Edit, and Delete behind the 'Are you sure?' confirmation. */
export function RowActions({ label, editHref, id, remove, messages }: RowActionsProps) {
  const router = useRouter()
  const t = useTranslations('admin.table')
  const common = useTranslations('admin.common')
  const [confirming, setConfirming] = useState(false)
  // Delete is confirmed in a dialog, which posts the row's id through the hook.
  const { submit, pending } = useStaffForm(remove, {
    success: () => messages.success,
    onSuccess: () => setConfirming(false),
    refresh: true,
    failure: messages.failureTitle,
    toastFieldErrors: true,
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
            <Trash2 className="size-4" aria-hidden /> {common('delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmDescription', { label })}
        confirmLabel={pending ? common('deleting') : common('delete')}
        cancelLabel={common('cancel')}
        pending={pending}
        onConfirm={() => submit(formDataOf({ id }))}
      />
    </>
  )
}
