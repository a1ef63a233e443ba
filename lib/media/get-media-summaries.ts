import 'server-only'
import { assertPermission } from '@/lib/auth/authorize'
import type { MediaSummary } from './media-summary'
import { readMediaSummaries } from './read-media-summaries'

/**
 * The pickers' current values for an admin form (content permission): live items by id; an id
 * that is not one (deleted, made up) is simply absent from the map.
 */
export async function getMediaSummaries(
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, MediaSummary>> {
  await assertPermission('content')
  return readMediaSummaries(ids)
}
