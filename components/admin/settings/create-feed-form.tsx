'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { createConversionFeedAction } from '@/lib/conversion-feeds/conversion-feed-actions'
import type { NewConversionFeed } from '@/lib/conversion-feeds/create-conversion-feed'
import { NewFeedDetails } from './new-feed-details'

type Props = { stages: { value: string; label: string }[] }

/**
 * Create a stage's link: the answer's password is shown once, in a dialog, and forgotten
 * when it closes (the server keeps only its hash).
 */
export function CreateFeedForm({ stages }: Props) {
  const id = useId()
  const t = useTranslations('admin.settings.feeds')
  const common = useTranslations('admin.common')
  const [created, setCreated] = useState<NewConversionFeed | null>(null)
  const { onSubmit, pending, fieldErrors } = useStaffForm(createConversionFeedAction, {
    onSuccess: setCreated,
    refresh: true,
    failure: t('notCreated'),
    toastFieldErrors: true,
  })
  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-stage`} className={labelClass}>
            {common('fields.stage')}
          </label>
          <select
            id={`${id}-stage`}
            name="stage"
            defaultValue="won"
            aria-invalid={fieldErrors.stage ? true : undefined}
            className={`${controlClass} min-h-11 md:min-h-10`}
          >
            {stages.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stage.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
          {pending ? t('creating') : t('create')}
        </Button>
      </form>
      <Dialog open={created !== null} onOpenChange={(open) => (open ? null : setCreated(null))}>
        {created ? (
          <DialogContent title={t('dialog.title')} closeLabel={common('close')}>
            <NewFeedDetails feed={created} onDone={() => setCreated(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}
