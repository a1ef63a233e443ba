'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { setStaffNamesAction } from '@/lib/staff/staff-actions'
import { StaffNamesForm } from './staff-names-form'

type Props = {
  userId: string
  name: string
  nameAr: string | null
  /** How the portal names them to the viewer (their Arabic name in Arabic): labels, title. */
  shownName: string
}

/** Staff › Edit names: a dialog (focus moves in, and back to the button on close). */
export function EditStaffNames({ userId, name, nameAr, shownName }: Props) {
  const t = useTranslations('admin.staff.names')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={t('editLabel', { name: shownName })}
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        {t('edit')}
      </DialogTrigger>
      <DialogContent title={t('dialogTitle', { name: shownName })}>
        <StaffNamesForm
          action={setStaffNamesAction}
          userId={userId}
          name={name}
          nameAr={nameAr}
          idPrefix={`staff-${userId}`}
          success={t('saved')}
          onSaved={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
