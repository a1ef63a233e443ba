import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { guardPage } from '@/components/admin/guard/guard-page'
import { ProjectForm } from '@/components/admin/projects/project-form'
import { getProjectForm } from '@/lib/admin/projects/get-project-form'
import { listDeveloperOptions, listProjectOptions } from '@/lib/admin/projects/list-projects'

export const metadata: Metadata = { title: 'Project' }

type ProjectPageProps = { params: Promise<{ id: string }> }

/** Spec §9 defaults for a new project. */
const NEW_PROJECT = {
  status: 'draft',
  isActive: true,
  isPopular: false,
  showCalculator: true,
  showExitIntent: true,
  sortOrder: '0',
  en: {},
  ar: {},
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const { denied } = await guardPage('content')
  if (denied) return denied
  const { id } = await params
  const [values, developers, projects] = await Promise.all([
    id === 'new' ? NEW_PROJECT : getProjectForm(id),
    listDeveloperOptions(),
    listProjectOptions(),
  ])
  if (!values) notFound()
  return (
    <ProjectForm
      id={id === 'new' ? null : id}
      values={values}
      developers={developers.map((d) => ({ value: d.id, label: d.name ?? 'Unknown Developer' }))}
      projects={projects
        .filter((p) => p.id !== id)
        .map((p) => ({ value: p.id, label: p.title ?? 'Untitled Project' }))}
    />
  )
}
