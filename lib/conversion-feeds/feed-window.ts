import { addDays, cairoDay } from '@/lib/i18n/business-time'
import type { ConversionExportQuery } from '@/lib/lead-inbox/conversion-export-query'
import type { ConversionStage } from '@/lib/lead-inbox/pipeline'

/**
 * The Cairo days a feed's file covers, today included. Google Ads takes no conversion of a
 * click older than 90 days (its longest conversion window), so an older row would only be
 * refused; a rolling window also lets a stage reached late still go up on the next fetch.
 */
export const FEED_WINDOW_DAYS = 90

/** The admin export's query for the feed's stage over the window ending today. */
export function feedExportQuery(stage: ConversionStage, now = new Date()): ConversionExportQuery {
  const to = cairoDay(now)
  return { stage, from: addDays(to, -(FEED_WINDOW_DAYS - 1)), to }
}
