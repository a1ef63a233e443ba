import { contentListRoute } from '@/components/admin/data-table/content-list-route'
import { ProjectTable, projectHeaders } from '@/components/admin/projects/project-table'
import { listProjects } from '@/lib/admin/projects/list-projects'

const route = contentListRoute({
  section: 'projects',
  headers: projectHeaders,
  list: listProjects,
  Table: ProjectTable,
})

export const generateMetadata = route.generateMetadata
export default route.Page
