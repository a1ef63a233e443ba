'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { labelClass } from '@/components/ui/field-styles'
import type { MediaAccept, MediaSummary } from '@/lib/media/media-summary'
import { altKey } from './alt-key'
import { MediaThumb } from './media-card'
import { MediaPickerDialog } from './media-picker-dialog'

export type MediaPickerProps = {
  /** The main button's id (Choose / Replace): labels and error focus point at it. */
  id: string
  label: string
  value: MediaSummary | null
  onChange: (next: MediaSummary | null) => void
  accept: MediaAccept
  required?: boolean
  error?: string
  /** Ids of help texts about the field. */
  describedBy?: string
}

/**
 * A form field holding one media library item: the current choice (thumbnail, name, alt text
 * status) with Choose / Replace / Remove. Choose opens the library and upload dialog.
 */
export function MediaPicker(props: MediaPickerProps) {
  const { id, label, value, onChange, accept, required = false, error, describedBy } = props
  const t = useTranslations('admin.media')
  const [open, setOpen] = useState(false)
  // The dialog starts over (search, selection) each time it opens.
  const [session, setSession] = useState(0)
  const main = useRef<HTMLButtonElement>(null)
  const errorId = `${id}-error`
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const alt = value ? altKey(value) : null
  const openDialog = () => {
    setSession((n) => n + 1)
    setOpen(true)
  }
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {label}
        {required ? ' *' : ''}
      </p>
      <div
        className={`flex flex-wrap items-center gap-3 rounded-lg border bg-white p-2 ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
      >
        <div className="relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
          {value ? <MediaThumb item={value} /> : null}
        </div>
        {/* Room for the name before the buttons: on a phone they wrap below instead. */}
        <div className="min-w-0 flex-1 basis-40 text-sm">
          {value ? (
            <>
              <p className="truncate font-medium text-ink" dir="auto">
                {value.name}
              </p>
              <Badge tone={alt === 'complete' ? 'moderator' : 'outline'}>
                {alt ? t(`alt.${alt}`) : null}
              </Badge>
            </>
          ) : (
            <p className="text-slate-600">{t('picker.noneChosen')}</p>
          )}
        </div>
        <div className="flex gap-2">
          <Button
            ref={main}
            id={id}
            data-pick
            variant="outline"
            className="min-h-11 md:min-h-10"
            aria-invalid={Boolean(error)}
            aria-describedby={described}
            onClick={openDialog}
          >
            {value ? t('picker.replace') : t('picker.choose')}
            <span className="sr-only"> {label}</span>
          </Button>
          {value ? (
            <Button
              variant="ghost"
              className="min-h-11 md:min-h-10"
              onClick={() => {
                onChange(null)
                main.current?.focus()
              }}
            >
              {t('picker.remove')}
              <span className="sr-only"> {label}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <MediaPickerDialog
        key={session}
        idPrefix={id}
        label={label}
        accept={accept}
        open={open}
        onOpenChange={setOpen}
        returnFocus={main}
        onChoose={(item) => {
          onChange(item)
          setOpen(false)
        }}
      />
    </div>
  )
}
