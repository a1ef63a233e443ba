import {
  DENIAL_MESSAGES,
  fail,
  succeed,
  type ActionFailure,
  type ActionResult,
} from '@/lib/actions/action-result'
import { failureOf } from '@/lib/actions/failure-of'
import { actorOf } from '@/lib/activity/actor-of'
import { staffRoute } from '@/lib/actions/staff-route'
import { formatBytes, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '@/lib/media/media-limits'
import { readUploadBody } from '@/lib/media/read-upload-body'
import type { UploadedMedia } from '@/lib/media/media-summary'
import { uploadMedia } from '@/lib/media/upload-media'
import { isSameOrigin } from '@/lib/server/same-origin'

const STATUS: Partial<Record<ActionFailure['code'], number>> = {
  unauthenticated: 401,
  forbidden: 403,
  'admin-only': 403,
  'two-factor-setup': 403,
  'password-change': 403,
  refused: 422,
  invalid: 422,
  error: 500,
}

const answer = (result: ActionResult<UploadedMedia>, status = 200) =>
  Response.json(result, { status, headers: { 'cache-control': 'no-store' } })

const refusal = (failure: ActionFailure) => answer(failure, STATUS[failure.code] ?? 400)

/** The name the page sent (URL-encoded, so any script survives a header); display text only. */
function fileName(request: Request): string {
  try {
    return decodeURIComponent(request.headers.get('x-file-name') ?? '')
  } catch {
    return ''
  }
}

/**
 * Media Library upload: one file per request, its bytes as the body, so the page can show
 * each file's own progress. Content permission; the page's Origin; the size capped as it is
 * read. Answers the ActionResult shape as JSON.
 */
export const POST = staffRoute(
  'content',
  {
    context: 'Media upload',
    // The page reads every answer as an ActionResult, refusals included.
    denied: (denial) => refusal(fail(denial, DENIAL_MESSAGES[denial])),
  },
  async (request, viewer) => {
    if (!isSameOrigin(request)) return refusal(fail('forbidden', 'media.refusals.otherOrigin'))
    const bytes = await readUploadBody(request, MAX_UPLOAD_BYTES)
    if (!bytes) {
      const tooLarge = fail('refused', 'media.refusals.uploadTooLarge')
      const values = {
        limit: formatBytes(MAX_UPLOAD_BYTES),
        imageLimit: formatBytes(MAX_IMAGE_BYTES),
      }
      return answer({ ...tooLarge, values }, 413)
    }
    try {
      const uploaded = await uploadMedia({ bytes, name: fileName(request) }, actorOf(viewer))
      return answer(succeed(uploaded))
    } catch (error) {
      return refusal(failureOf(error, 'Media upload'))
    }
  },
)
