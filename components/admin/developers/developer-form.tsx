'use client'

import { submitDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperFormValues } from '@/lib/admin/developers/developer-form-values'
import { developerGaps } from '@/lib/admin/developers/developer-gaps'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import { RecordForm } from '../forms/record-form'
import { developerTabs } from './developer-fields'

export type DeveloperFormProps = {
  id: string | null
  values: DeveloperFormValues
  headerActions?: React.ReactNode
  history?: React.ReactNode
}

/** 'New Developer' (id null) or 'Edit Developer' with the spec's buttons and toasts. */
export function DeveloperForm({ id, values, headerActions, history }: DeveloperFormProps) {
  const verb = id ? 'update' : 'create'
  return (
    <RecordForm
      title={id ? 'Edit Developer' : 'New Developer'}
      noun="developer"
      tabs={developerTabs}
      schema={developerSchema}
      defaultValues={values}
      submit={(data) => submitDeveloper(id, data)}
      submitLabel={id ? 'Update Developer' : 'Create Developer'}
      listHref="/admin/developers"
      summaryHeading="Please fix the following errors:"
      toasts={{
        success: { title: `Developer ${verb}d successfully` },
        failure: (message) => ({ title: `Failed to ${verb} developer`, description: message }),
      }}
      gapsOf={developerGaps}
      publishes={(data) => data.status === 'published'}
      headerActions={headerActions}
      history={history}
    />
  )
}
