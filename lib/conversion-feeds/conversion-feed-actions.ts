'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { createFeedSchema, revokeFeedSchema } from './conversion-feed-schemas'
import { createConversionFeed, type NewConversionFeed } from './create-conversion-feed'
import { revokeConversionFeed } from './revoke-conversion-feed'

/** Settings › Google Ads conversions by link › Create (admin only): the password, once. */
export async function createConversionFeedAction(
  _previous: ActionResult<NewConversionFeed> | null,
  formData: FormData,
): Promise<ActionResult<NewConversionFeed>> {
  return staffAction(
    { permission: 'administration', schema: createFeedSchema, formData },
    async ({ stage }, viewer) => createConversionFeed(stage, viewer),
  )
}

/** … › Revoke (admin only): the address answers 404 from now on. */
export async function revokeConversionFeedAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: revokeFeedSchema, formData },
    async ({ id }, viewer) => {
      await revokeConversionFeed(id, viewer)
      return null
    },
  )
}
