import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { CONVERSION_STAGES } from '@/lib/lead-inbox/pipeline'
import { RECORD_ID_PATTERN } from '@/lib/validation/record-id'

/** Settings › Google Ads conversions by link › Create: the stage whose file it serves. */
export const createFeedSchema = z.object({
  stage: z.enum(CONVERSION_STAGES, messageKey('settings.feeds.fieldErrors.stage')),
})

/** Revoke: the feed's id (a made-up one is "no longer there", like a revoked one). */
export const revokeFeedSchema = z.object({
  id: z
    .string(messageKey('settings.feeds.fieldErrors.gone'))
    .regex(RECORD_ID_PATTERN, messageKey('settings.feeds.fieldErrors.gone')),
})
