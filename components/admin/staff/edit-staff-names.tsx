'use client'

import { useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { setStaffNamesAction } from '@/lib/staff/staff-actions'
import { StaffNamesForm } from './staff-names-form'

type Props = { userId: string; name: string; nameAr: string | null }

/** Staff › Edit names: a dialog (focus moves in, and back to the button on close). */
export function EditStaffNames({ userId, name, nameAr }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={`Edit names of ${name}`}
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        Edit names
      </DialogTrigger>
      <DialogContent title={`Names of ${name}`}>
        <StaffNamesForm
          action={setStaffNamesAction}
          userId={userId}
          name={name}
          nameAr={nameAr}
          idPrefix={`staff-${userId}`}
          success="Names saved"
          onSaved={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
