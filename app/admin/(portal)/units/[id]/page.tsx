import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { guardPage } from '@/components/admin/guard/guard-page'
import { UnitForm } from '@/components/admin/units/unit-form'
import { listProjectOptions } from '@/lib/admin/projects/list-projects'
import { getUnitForm } from '@/lib/admin/units/get-unit-form'

export const metadata: Metadata = { title: 'Unit' }

type UnitPageProps = { params: Promise<{ id: string }> }

/** Spec §4 defaults: available, draft, active. */
const NEW_UNIT = {
  availabilityStatus: 'available',
  status: 'draft',
  isActive: true,
  sortOrder: '0',
  en: {},
  ar: {},
}

export default async function UnitPage({ params }: UnitPageProps) {
  const { denied } = await guardPage('content')
  if (denied) return denied
  const { id } = await params
  const [values, projects] = await Promise.all([
    id === 'new' ? NEW_UNIT : getUnitForm(id),
    listProjectOptions(),
  ])
  if (!values) notFound()
  return (
    <UnitForm
      id={id === 'new' ? null : id}
      values={values}
      projects={projects.map((p) => ({ value: p.id, label: p.title ?? 'Untitled Project' }))}
    />
  )
}
