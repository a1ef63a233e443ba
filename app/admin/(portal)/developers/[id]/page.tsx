import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DeveloperForm } from '@/components/admin/developers/developer-form'
import { RecordLinks } from '@/components/admin/forms/record-links'
import { readRecordLinks } from '@/lib/admin/read-record-links'
import { RecordHistory } from '@/components/admin/activity/record-history'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { developerFormValues } from '@/lib/admin/developers/developer-form-values'
import { countPublishedProjects } from '@/lib/admin/developers/count-published-projects'
import { readDeveloperForm } from '@/lib/admin/developers/read-developer-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('content.developers.pageTitle') }
}

type DeveloperPageProps = { params: Promise<{ id: string }> }

/** /admin/developers/new or /admin/developers/{id} (spec §2 route table). */
export default async function DeveloperPage({ params }: DeveloperPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const { id } = await params
  if (id === 'new') return <DeveloperForm id={null} values={developerFormValues()} />
  const [values, links, published] = await Promise.all([
    readDeveloperForm({ viewer, id }),
    readRecordLinks({ viewer, kind: 'developer', id }),
    countPublishedProjects({ viewer, developerId: id }),
  ])
  if (!values) notFound()
  return (
    // Keyed by the record: after "Create" the form remounts with what was stored.
    <DeveloperForm
      key={id}
      id={id}
      values={values}
      headerActions={<RecordLinks links={links} />}
      history={<RecordHistory viewer={viewer} entityType="developer" entityId={id} />}
      publishedProjects={published}
    />
  )
}
