/** How feeds are named in the activity log (admin-only entries, like Settings'). */
export const FEED_ACTIVITY = { entityType: 'conversion_feed' } as const

/** What became of a fetch, as the log records it (never the credential or the client). */
export type FeedFetchOutcome =
  'fetched' | 'fetch_refused' | 'fetch_revoked' | 'fetch_unknown' | 'fetch_limited'
