'use client'

import { Images } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { MediaPickerDialog } from '@/components/admin/media/media-picker-dialog'
import { Button } from '@/components/ui/button'
import type { MediaSummary } from '@/lib/media/media-summary'

/** "Add images": several gallery images chosen (or uploaded) in one visit to the library. */
export function AddGalleryImages(props: { room: number; onAdd: (items: MediaSummary[]) => void }) {
  const t = useTranslations('admin.forms.rows')
  const [open, setOpen] = useState(false)
  // The dialog starts over (search, selection) each time it opens.
  const [session, setSession] = useState(0)
  const button = useRef<HTMLButtonElement>(null)
  const idPrefix = useId()
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        disabled={props.room <= 0}
        onClick={() => {
          setSession((n) => n + 1)
          setOpen(true)
        }}
      >
        <Images className="size-4" aria-hidden />
        {t('addImages')}
      </Button>
      <MediaPickerDialog
        key={session}
        idPrefix={`${idPrefix}-gallery`}
        label={t('gallery')}
        accept="image"
        open={open}
        onOpenChange={setOpen}
        onChoose={(item) => props.onAdd([item])}
        onChooseMany={(items) => {
          props.onAdd(items)
          setOpen(false)
        }}
        returnFocus={button}
      />
    </>
  )
}
