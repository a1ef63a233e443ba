import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RecordHistory } from '@/components/admin/activity/record-history'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { RecordLinks } from '@/components/admin/forms/record-links'
import { DuplicateProjectButton } from '@/components/admin/projects/duplicate-project-button'
import { ProjectForm } from '@/components/admin/projects/project-form'
import { ProjectUnits } from '@/components/admin/projects/project-units'
import { readRecordLinks } from '@/lib/admin/read-record-links'
import { readProjectForm } from '@/lib/admin/projects/read-project-form'
import { listDeveloperOptions, listProjectOptions } from '@/lib/admin/projects/list-projects'
import { projectFormValues } from '@/lib/admin/projects/project-form-values'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('content.projects.pageTitle') }
}

type ProjectPageProps = { params: Promise<{ id: string }> }

export default async function ProjectPage({ params }: ProjectPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const { id } = await params
  const isNew = id === 'new'
  const [values, developers, projects, links, t] = await Promise.all([
    isNew ? projectFormValues() : readProjectForm({ viewer, id }),
    listDeveloperOptions({ viewer }),
    listProjectOptions({ viewer }),
    isNew ? null : readRecordLinks({ viewer, kind: 'project', id }),
    getAdminTranslations(),
  ])
  if (!values) notFound()
  return (
    // Keyed by the record: after "Create" the form remounts with what was stored.
    <ProjectForm
      key={id}
      id={isNew ? null : id}
      history={isNew ? null : <RecordHistory viewer={viewer} entityType="project" entityId={id} />}
      units={isNew ? null : <ProjectUnits viewer={viewer} projectId={id} />}
      headerActions={
        links ? (
          <>
            <RecordLinks links={links} />
            <DuplicateProjectButton id={id} />
          </>
        ) : null
      }
      values={values}
      developers={developers.map((d) => ({
        value: d.id,
        label: d.name ?? t('content.projects.unknownDeveloper'),
        hides: d.hides,
      }))}
      projects={projects
        .filter((p) => p.id !== id)
        .map((p) => ({ value: p.id, label: p.title ?? t('content.projects.untitled') }))}
    />
  )
}
