import 'server-only'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { preferredLocale } from '@/lib/admin-i18n/preferred-locale'
import { conversionFileName } from '@/lib/lead-inbox/conversion-file-name'
import { csvResponse } from '@/lib/lead-inbox/csv-response'
import { streamOfflineConversions } from '@/lib/lead-inbox/stream-offline-conversions'
import { requestLimitKey } from '@/lib/server/client-address'
import { rateLimitWait, withinRateLimit, type RateLimitRule } from '@/lib/server/rate-limit'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import { credentialsMatch } from './feed-credentials'
import { FEED_FAILURES, FEED_FETCHES, failureKey, feedKey, limitedLogKey } from './feed-limits'
import { feedIdOf } from './feed-path'
import { feedExportQuery } from './feed-window'
import { readFeed, type FeedForFetch } from './read-feed'
import { recordFeedFetch } from './record-feed-fetch'

/** The realm Data Manager (or a browser) is asked to sign in to. */
const REALM = 'Basic realm="Google Ads conversions", charset="UTF-8"'

type Refusal = 'unauthorized' | 'notFound' | 'tooMany'
const STATUS: Record<Refusal, number> = { unauthorized: 401, notFound: 404, tooMany: 429 }

/** A refusal: a line of text in the caller's language, never kept by any cache. */
function refusal(request: Request, kind: Refusal, headers: Record<string, string> = {}) {
  const t = adminTranslator(preferredLocale(request.headers.get('accept-language')))
  return new Response(t(`settings.feeds.answers.${kind}`), {
    status: STATUS[kind],
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

/** 429 with the seconds to wait; logged once per window and key. */
async function holdBack(
  request: Request,
  feed: FeedForFetch | null,
  key: string,
  rule: RateLimitRule,
  now: Date,
) {
  const seconds = Math.max(1, await rateLimitWait(key, rule, now))
  const firstThisWindow = await withinRateLimit(limitedLogKey(key), { ...rule, limit: 1 }, now)
  if (firstThisWindow) await recordFeedFetch(feed, 'fetch_limited', now)
  return refusal(request, 'tooMany', { 'retry-after': String(seconds) })
}

/**
 * GET /feeds/conversions/<id>.csv: the stage's conversion file over the last 90 days, the
 * admin export's very bytes, to the feed's user name and password (HTTP Basic). A client past
 * its refused tries: 429; no such feed or a revoked one: 404; a wrong or missing credential:
 * 401 with the Basic challenge; a feed past its fetches: 429. Every answer is logged.
 */
export async function answerFeedFetch(
  request: Request,
  file: string,
  now = new Date(),
): Promise<Response> {
  const id = feedIdOf(file)
  const feed = id ? await readFeed(id) : null
  const failures = failureKey(requestLimitKey(request))
  if ((await rateLimitWait(failures, FEED_FAILURES, now)) > 0)
    return holdBack(request, feed, failures, FEED_FAILURES, now)

  if (!feed || feed.revoked) {
    await withinRateLimit(failures, FEED_FAILURES, now)
    await recordFeedFetch(feed, feed ? 'fetch_revoked' : 'fetch_unknown', now)
    return refusal(request, 'notFound')
  }
  if (!credentialsMatch(feed, request.headers.get('authorization'))) {
    await withinRateLimit(failures, FEED_FAILURES, now)
    await recordFeedFetch(feed, 'fetch_refused', now)
    return refusal(request, 'unauthorized', { 'www-authenticate': REALM })
  }
  if (!(await withinRateLimit(feedKey(feed.id), FEED_FETCHES, now)))
    return holdBack(request, feed, feedKey(feed.id), FEED_FETCHES, now)

  await recordFeedFetch(feed, 'fetched', now)
  const query = feedExportQuery(feed.stage, now)
  return csvResponse(
    streamOfflineConversions(query, await readLeadSettings()),
    conversionFileName(query),
  )
}
