import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DeveloperForm } from '@/components/admin/developers/developer-form'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getDeveloperForm } from '@/lib/admin/developers/get-developer-form'

export const metadata: Metadata = { title: 'Developer' }

type DeveloperPageProps = { params: Promise<{ id: string }> }

const NEW_DEVELOPER = {
  slug: '',
  status: 'draft',
  isActive: true,
  sortOrder: '0',
  en: {},
  ar: {},
}

/** /admin/developers/new or /admin/developers/{id} (spec §2 route table). */
export default async function DeveloperPage({ params }: DeveloperPageProps) {
  const { denied } = await guardPage('content')
  if (denied) return denied
  const { id } = await params
  if (id === 'new') return <DeveloperForm id={null} values={NEW_DEVELOPER} />
  const values = await getDeveloperForm(id)
  if (!values) notFound()
  return <DeveloperForm id={id} values={values} />
}
