import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RecordHistory } from '@/components/admin/activity/record-history'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { RecordLinks } from '@/components/admin/forms/record-links'
import { UnitForm } from '@/components/admin/units/unit-form'
import { readRecordLinks } from '@/lib/admin/read-record-links'
import { listProjectOptions } from '@/lib/admin/projects/list-projects'
import { readUnitForm } from '@/lib/admin/units/read-unit-form'
import { unitFormValues } from '@/lib/admin/units/unit-form-values'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('content.units.pageTitle') }
}

type UnitPageProps = {
  params: Promise<{ id: string }>
  /** `project`: "Add unit" from a project's page opens the form with that project chosen. */
  searchParams: Promise<{ project?: string | string[] }>
}

export default async function UnitPage({ params, searchParams }: UnitPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const { id } = await params
  const isNew = id === 'new'
  const [values, projects, links, t] = await Promise.all([
    isNew ? unitFormValues() : readUnitForm({ viewer, id }),
    listProjectOptions({ viewer }),
    isNew ? null : readRecordLinks({ viewer, kind: 'unit', id }),
    getAdminTranslations(),
  ])
  if (!values) notFound()
  const { project: preset } = await searchParams
  if (isNew && typeof preset === 'string' && projects.some((p) => p.id === preset))
    values.projectId = preset
  return (
    // Keyed by the record: after "Create" the form remounts with what was stored.
    <UnitForm
      key={id}
      id={isNew ? null : id}
      history={isNew ? null : <RecordHistory viewer={viewer} entityType="unit" entityId={id} />}
      headerActions={links ? <RecordLinks links={links} /> : null}
      values={values}
      projects={projects.map((p) => ({
        value: p.id,
        label: p.title ?? t('content.projects.untitled'),
      }))}
    />
  )
}
