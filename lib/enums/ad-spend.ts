/** Where ad money went: the two platforms whose reports are imported, and any other. */
export const AD_PLATFORMS = ['google', 'meta', 'other'] as const
export type AdPlatform = (typeof AD_PLATFORMS)[number]

/**
 * A spend row's kind: a day of an imported report, or a month's figure typed by hand (which
 * stands for the whole month of its campaign: see lib/ad-spend/spend-sql.ts).
 */
export const AD_SPEND_KINDS = ['day', 'month'] as const
