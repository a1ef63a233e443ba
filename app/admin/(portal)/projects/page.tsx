import type { Metadata } from 'next'
import { ContentListPage } from '@/components/admin/data-table/content-list-page'
import { ProjectTable, projectHeaders } from '@/components/admin/projects/project-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { listProjects } from '@/lib/admin/projects/list-projects'
import { listQuery } from '@/lib/validation/paging'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.projects') }
}

type ListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ProjectsPage({ searchParams }: ListPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const t = await getAdminTranslations()
  return (
    <ContentListPage
      viewer={viewer}
      query={listQuery(await searchParams)}
      path="/admin/projects"
      kind="project"
      title={t('common.sections.projects')}
      addLabel={t('content.projects.add')}
      searchLabel={t('content.projects.search')}
      headers={projectHeaders(t)}
      list={listProjects}
      Table={ProjectTable}
    />
  )
}
