'use client'

import { submitDeveloper } from '@/lib/admin/developers/developer-actions'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import { EntityForm } from '../forms/entity-form'
import type { FormValues } from '../forms/field-config'
import { validateWith } from '../forms/validate-with'
import { developerTabs } from './developer-fields'

const validate = validateWith(developerSchema)

/** 'New Developer' (id null) or 'Edit Developer' with the spec's buttons and toasts. */
export function DeveloperForm({ id, values }: { id: string | null; values: FormValues }) {
  const verb = id ? 'update' : 'create'
  return (
    <EntityForm
      title={id ? 'Edit Developer' : 'New Developer'}
      tabs={developerTabs}
      values={values}
      validate={validate}
      submit={(formData) => submitDeveloper(id, null, formData)}
      submitLabel={id ? 'Update Developer' : 'Create Developer'}
      listHref="/admin/developers"
      summaryHeading="Please fix the following errors:"
      toasts={{
        success: { title: `Developer ${verb}d successfully` },
        failure: (message) => ({ title: `Failed to ${verb} developer`, description: message }),
      }}
    />
  )
}
