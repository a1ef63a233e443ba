'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { submitProject } from '@/lib/admin/projects/project-actions'
import type { ProjectFormValues } from '@/lib/admin/projects/project-form-values'
import { projectGaps } from '@/lib/admin/projects/project-gaps'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import type { AdminT } from '../forms/admin-t'
import { RecordForm, type SaveQuestion } from '../forms/record-form'
import { projectTabs } from './project-fields'
import { contentFormProps } from '../forms/content-form-props'

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
  const t = useTranslations('admin')
  const tabs = useMemo(() => projectTabs(t, developers, projects), [t, developers, projects])
  return (
    <RecordForm
      {...contentFormProps(t, 'projects', id)}
      tabs={tabs}
      schema={projectSchema}
      defaultValues={values}
      action={submitProject}
      toasts={{
        success: {
          title: t('content.projects.success'),
          description: id ? t('content.projects.updated') : t('content.projects.created'),
        },
        failure: (message) => ({
          title: t('common.error'),
          description: id && !message ? t('content.projects.updateFailed') : message,
        }),
      }}
      gapsOf={projectGaps}
      askBeforeSave={(data) => hiddenByDeveloper(t, data, developers)}
      headerActions={headerActions}
      history={history}
      extraTabs={
        units ? [{ value: 'units', label: t('common.sections.units'), content: units }] : undefined
      }
    />
  )
}

/**
 * Published under a developer visitors cannot see, the project is not on the site either:
 * say so plainly and offer to publish the developer too.
 */
function hiddenByDeveloper(
  t: AdminT,
  data: ProjectFormValues,
  developers: DeveloperOption[],
): SaveQuestion<typeof projectSchema> | null {
  if (data.status !== 'published') return null
  const developer = developers.find((d) => d.value === data.developerId)
  if (!developer?.hides) return null
  return {
    title: t('content.projects.hidden.title'),
    description: t('content.projects.hidden.description', {
      name: developer.label,
      state: t(`table.statuses.${developer.hides}`),
    }),
    confirmLabel: t('content.projects.hidden.confirm'),
    alsoLabel: t('content.projects.hidden.also'),
    confirmValues: { publishDeveloper: true },
  }
}
