'use client'

import { useMemo } from 'react'
import { submitProject } from '@/lib/admin/projects/project-actions'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { EntityForm } from '../forms/entity-form'
import type { FormValues } from '../forms/field-config'
import { validateWith } from '../forms/validate-with'
import { projectTabs } from './project-fields'

const validate = validateWith(projectSchema)

type Option = { value: string; label: string }

export type ProjectFormProps = {
  id: string | null
  values: FormValues
  developers: Option[]
  /** Other projects, for cross-sell. */
  projects: Option[]
}

/** 'Create Project' / 'Update Project' with the spec's 'Validation Errors' alert and toasts. */
export function ProjectForm({ id, values, developers, projects }: ProjectFormProps) {
  const tabs = useMemo(() => projectTabs(developers, projects), [developers, projects])
  const verb = id ? 'updated' : 'created'
  return (
    <EntityForm
      title={id ? 'Edit Project' : 'New Project'}
      tabs={tabs}
      values={values}
      validate={validate}
      submit={(formData) => submitProject(id, null, formData)}
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
    />
  )
}
