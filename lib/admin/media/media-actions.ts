'use server'

import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { actorOf } from '@/lib/activity/actor-of'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import type { ListPage } from '@/lib/validation/paging'
import { mediaAltSchema, mediaIdSchema, mediaSearchSchema } from '@/lib/media/media-schemas'
import type { MediaSummary } from '@/lib/media/media-summary'
import { listMedia } from '@/lib/media/list-media'
import { saveMediaAlt } from '@/lib/media/save-media-alt'
import { softDeleteMedia } from '@/lib/media/soft-delete-media'

/** Media › alt text (English and Arabic): public pages show it, so they refresh. */
export async function saveMediaAltAction(
  _previous: ActionResult<MediaSummary> | null,
  formData: FormData,
): Promise<ActionResult<MediaSummary>> {
  const result = await staffAction(
    { permission: 'content', schema: mediaAltSchema, formData },
    (input, viewer) => saveMediaAlt(input, actorOf(viewer)),
  )
  if (result.ok) await expirePublicContent('action')
  return result
}

/** Media › Delete: to the trash, refused while the item is used. */
export async function deleteMediaAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'content', schema: mediaIdSchema, formData },
    async ({ id }, viewer) => {
      await softDeleteMedia(id, actorOf(viewer), await getAdminLocale())
      return null
    },
  )
}

/**
 * The media picker's library: live items a field may take, newest first, 20 at a time. A read
 * the picker asks for as it is typed into (useMediaSearch), not a button's.
 */
export async function searchMediaAction(
  _previous: ActionResult<ListPage<MediaSummary>> | null,
  formData: FormData,
): Promise<ActionResult<ListPage<MediaSummary>>> {
  return staffAction(
    { permission: 'content', schema: mediaSearchSchema, formData },
    async (query, viewer) => {
      const page = await listMedia({
        viewer,
        search: query.search,
        kinds: query.accept === 'image' ? ['image'] : ['image', 'pdf'],
        statuses: ['ready', 'pending'],
        page: query.page,
      })
      return {
        ...page,
        rows: page.rows.map(
          ({ id, kind, name, thumbUrl, altEn, altAr, width, height, status }) => ({
            id,
            kind,
            name,
            thumbUrl,
            altEn,
            altAr,
            width,
            height,
            status,
          }),
        ),
      }
    },
  )
}
