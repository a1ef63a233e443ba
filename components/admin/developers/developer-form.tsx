'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { submitDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperFormValues } from '@/lib/admin/developers/developer-form-values'
import { developerGaps } from '@/lib/admin/developers/developer-gaps'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import type { AdminT } from '../forms/admin-t'
import { RecordForm, type SaveQuestion } from '../forms/record-form'
import { developerTabs } from './developer-fields'
import { contentFormProps } from '../forms/content-form-props'

export type DeveloperFormProps = {
  id: string | null
  values: DeveloperFormValues
  headerActions?: React.ReactNode
  history?: React.ReactNode
  /** Its published projects: hiding the developer hides them too (asked before saving). */
  publishedProjects?: number
}

/** 'New Developer' (id null) or 'Edit Developer' with the spec's buttons and toasts. */
export function DeveloperForm({
  id,
  values,
  headerActions,
  history,
  publishedProjects = 0,
}: DeveloperFormProps) {
  const t = useTranslations('admin')
  const tabs = useMemo(() => developerTabs(t), [t])
  return (
    <RecordForm
      {...contentFormProps(t, 'developers', id)}
      tabs={tabs}
      schema={developerSchema}
      defaultValues={values}
      action={submitDeveloper}
      toasts={{
        success: { title: id ? t('content.developers.updated') : t('content.developers.created') },
        failure: (message) => ({
          title: id ? t('content.developers.updateFailed') : t('content.developers.createFailed'),
          description: message,
        }),
      }}
      gapsOf={developerGaps}
      askBeforeSave={(data) => hidingProjects(t, values, data, publishedProjects)}
      headerActions={headerActions}
      history={history}
    />
  )
}

const isPublic = (data: DeveloperFormValues) =>
  data.status === 'published' && data.isActive === true

/**
 * A public developer made draft, archived or inactive takes its published projects off the
 * site: say so plainly and offer to set them back to draft as well.
 */
function hidingProjects(
  t: AdminT,
  saved: DeveloperFormValues,
  data: DeveloperFormValues,
  published: number,
): SaveQuestion<typeof developerSchema> | null {
  if (published === 0 || !isPublic(saved) || isPublic(data)) return null
  const becomes: 'draft' | 'archived' | 'inactive' =
    data.status === 'draft' || data.status === 'archived' ? data.status : 'inactive'
  return {
    title: t('content.developers.hiding.title'),
    description: t('content.developers.hiding.description', {
      count: published,
      state: t(`table.statuses.${becomes}`),
    }),
    confirmLabel: t('content.developers.hiding.confirm'),
    alsoLabel: t('content.developers.hiding.also'),
    confirmValues: { unpublishProjects: true },
  }
}
