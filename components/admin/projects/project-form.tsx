'use client'

import { useMemo } from 'react'
import { submitProject } from '@/lib/admin/projects/project-actions'
import type { ProjectFormValues } from '@/lib/admin/projects/project-form-values'
import { projectGaps } from '@/lib/admin/projects/project-gaps'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import type { FieldValues } from 'react-hook-form'
import { RecordForm, type SaveQuestion } from '../forms/record-form'
import { projectTabs } from './project-fields'

type Option = { value: string; label: string }
type DeveloperOption = Option & { hides: 'draft' | 'archived' | 'inactive' | null }

export type ProjectFormProps = {
  id: string | null
  values: ProjectFormValues
  developers: DeveloperOption[]
  /** Other projects, for cross-sell. */
  projects: Option[]
  headerActions?: React.ReactNode
  history?: React.ReactNode
  /** The project's units (a saved project only). */
  units?: React.ReactNode
}

/** 'Create Project' / 'Update Project' with the spec's 'Validation Errors' alert and toasts. */
export function ProjectForm({
  id,
  values,
  developers,
  projects,
  headerActions,
  history,
  units,
}: ProjectFormProps) {
  const tabs = useMemo(() => projectTabs(developers, projects), [developers, projects])
  const verb = id ? 'updated' : 'created'
  return (
    <RecordForm
      title={id ? 'Edit Project' : 'New Project'}
      noun="project"
      tabs={tabs}
      schema={projectSchema}
      defaultValues={values}
      submit={(data) => submitProject(id, data)}
      submitLabel={id ? 'Update Project' : 'Create Project'}
      listHref="/admin/projects"
      createdHref={id ? undefined : (created) => `/admin/projects/${created}`}
      summaryHeading="Validation Errors"
      toasts={{
        success: { title: 'Success', description: `Project ${verb} successfully` },
        failure: (message) => ({
          title: 'Error',
          description: id && !message ? 'Failed to update project' : message,
        }),
      }}
      gapsOf={projectGaps}
      publishes={(data) => data.status === 'published'}
      askBeforeSave={(data) => hiddenByDeveloper(data, developers)}
      headerActions={headerActions}
      history={history}
      extraTabs={units ? [{ value: 'units', label: 'Units', content: units }] : undefined}
    />
  )
}

/**
 * Published under a developer visitors cannot see, the project is not on the site either:
 * say so plainly and offer to publish the developer too.
 */
function hiddenByDeveloper(data: FieldValues, developers: DeveloperOption[]): SaveQuestion | null {
  if (data.status !== 'published') return null
  const developer = developers.find((d) => d.value === data.developerId)
  if (!developer?.hides) return null
  return {
    title: 'Visitors will not see this project',
    description: `Its developer, ${developer.label}, is ${developer.hides}: the project's page answers "not found" until the developer is published too. Publish ${developer.label} as well?`,
    confirmLabel: 'Publish both',
    alsoLabel: 'Save project only',
    confirmValues: { publishDeveloper: true },
  }
}
