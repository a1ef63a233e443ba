import { answerFeedFetch } from '@/lib/conversion-feeds/answer-feed-fetch'
import { logError } from '@/lib/server/log-error'

export const dynamic = 'force-dynamic'

/**
 * A stage's Google Ads conversion file for Data Manager's scheduled fetch: its own HTTP Basic
 * credential, not a staff session (lib/conversion-feeds). A failure is logged and answered 500
 * without its text.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  try {
    return await answerFeedFetch(request, (await params).file)
  } catch (error) {
    logError('Conversion feed failed', error)
    return new Response(null, { status: 500, headers: { 'cache-control': 'no-store' } })
  }
}
