'use client'

import { useMemo } from 'react'
import { submitProject } from '@/lib/admin/projects/project-actions'
import type { ProjectFormValues } from '@/lib/admin/projects/project-form-values'
import { projectGaps } from '@/lib/admin/projects/project-gaps'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { RecordForm } from '../forms/record-form'
import { projectTabs } from './project-fields'

type Option = { value: string; label: string }

export type ProjectFormProps = {
  id: string | null
  values: ProjectFormValues
  developers: Option[]
  /** Other projects, for cross-sell. */
  projects: Option[]
  headerActions?: React.ReactNode
  history?: React.ReactNode
}

/** 'Create Project' / 'Update Project' with the spec's 'Validation Errors' alert and toasts. */
export function ProjectForm({
  id,
  values,
  developers,
  projects,
  headerActions,
  history,
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
      headerActions={headerActions}
      history={history}
    />
  )
}
