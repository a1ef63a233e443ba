'use client'

import { submitDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperFormValues } from '@/lib/admin/developers/developer-form-values'
import { developerGaps } from '@/lib/admin/developers/developer-gaps'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import type { FieldValues } from 'react-hook-form'
import { RecordForm, type SaveQuestion } from '../forms/record-form'
import { developerTabs } from './developer-fields'

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
      createdHref={id ? undefined : (created) => `/admin/developers/${created}`}
      summaryHeading="Please fix the following errors:"
      toasts={{
        success: { title: `Developer ${verb}d successfully` },
        failure: (message) => ({ title: `Failed to ${verb} developer`, description: message }),
      }}
      gapsOf={developerGaps}
      publishes={(data) => data.status === 'published'}
      askBeforeSave={(data) => hidingProjects(values, data, publishedProjects)}
      headerActions={headerActions}
      history={history}
    />
  )
}

const isPublic = (data: FieldValues) => data.status === 'published' && data.isActive === true

/**
 * A public developer made draft, archived or inactive takes its published projects off the
 * site: say so plainly and offer to set them back to draft as well.
 */
function hidingProjects(
  saved: DeveloperFormValues,
  data: FieldValues,
  published: number,
): SaveQuestion | null {
  if (published === 0 || !isPublic(saved) || isPublic(data)) return null
  const becomes = data.status !== 'published' ? String(data.status) : 'inactive'
  const one = published === 1
  const projects = one
    ? 'its published project answers'
    : `its ${published} published projects answer`
  return {
    title: 'Visitors will not see its projects',
    description: `While the developer is ${becomes}, ${projects} "not found" on the site too. Set ${one ? 'it' : 'them'} back to draft as well, so ${one ? 'its status says' : 'their status says'} so?`,
    confirmLabel: 'Unpublish both',
    alsoLabel: 'Save developer only',
    confirmValues: { unpublishProjects: true },
  }
}
