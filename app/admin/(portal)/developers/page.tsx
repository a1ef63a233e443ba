import type { Metadata } from 'next'
import { ContentListPage } from '@/components/admin/data-table/content-list-page'
import { DeveloperTable, developerHeaders } from '@/components/admin/developers/developer-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { listDevelopers } from '@/lib/admin/developers/list-developers'
import { listQuery } from '@/lib/validation/paging'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.developers') }
}

type ListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DevelopersPage({ searchParams }: ListPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const t = await getAdminTranslations()
  return (
    <ContentListPage
      viewer={viewer}
      query={listQuery(await searchParams)}
      path="/admin/developers"
      kind="developer"
      title={t('common.sections.developers')}
      addLabel={t('content.developers.add')}
      searchLabel={t('content.developers.search')}
      headers={developerHeaders(t)}
      list={listDevelopers}
      Table={DeveloperTable}
    />
  )
}
