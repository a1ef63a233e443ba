import 'server-only'
import { assertPermission } from '@/lib/auth/authorize'
import type { ListPage } from '@/lib/validation/paging'
import { kindsOf, queryMediaPage, type MediaListItem } from './query-media-page'

/** The Media Library page: search, ?kind= filter, 20 per page (content permission). */
export async function listMedia(query: {
  search: string
  kind?: string
  page: number
}): Promise<ListPage<MediaListItem>> {
  await assertPermission('content')
  return queryMediaPage({ search: query.search, kinds: kindsOf(query.kind), page: query.page })
}
