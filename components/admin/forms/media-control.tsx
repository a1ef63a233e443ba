'use client'

import { Controller, useFormContext } from 'react-hook-form'
import { MediaPicker } from '@/components/admin/media/media-picker'
import type { MediaAccept, MediaSummary } from '@/lib/media/media-summary'
import { Help } from './controls'
import { fieldId } from './field-config'
import { useFieldError } from './use-field-error'

export type MediaControlProps = {
  name: string
  label: string
  accept: MediaAccept
  required?: boolean
  help?: string
}

/** A media library picker bound to the form: the value is the chosen item (or null). */
export function MediaControl({ name, label, accept, required, help }: MediaControlProps) {
  const { control } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MediaPicker
            id={id}
            label={label}
            value={(field.value as MediaSummary | null | undefined) ?? null}
            onChange={(next) => field.onChange(next)}
            accept={accept}
            required={required}
            error={error}
            describedBy={help ? `${id}-help` : undefined}
          />
        )}
      />
      <Help id={id} text={help} />
    </>
  )
}
