import { contentListRoute } from '@/components/admin/data-table/content-list-route'
import { DeveloperTable, developerHeaders } from '@/components/admin/developers/developer-table'
import { listDevelopers } from '@/lib/admin/developers/list-developers'

const route = contentListRoute({
  section: 'developers',
  headers: developerHeaders,
  list: listDevelopers,
  Table: DeveloperTable,
})

export const generateMetadata = route.generateMetadata
export default route.Page
