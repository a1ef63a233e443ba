import type { APIRequestContext, Page, Route } from '@playwright/test'

// Server actions recorded from the browser and sent again as other callers (the way an
// attacker would), for the authorization tests.

/** A server action request as the admin's browser sent it. */
export type RecordedAction = { url: string; headers: Record<string, string>; body: string }

/** What a replay needs besides the cookie (which each caller brings itself). */
const REPLAYED_HEADERS = [
  'next-action',
  'next-router-state-tree',
  'content-type',
  'accept',
  'origin',
]

/**
 * Runs `trigger` and keeps the server action request it sends (URL, headers, body) and what
 * the action answered. The answer is read on the way through (page.route), because the form
 * navigates away as soon as it has it.
 */
export async function recordAction(page: Page, trigger: () => Promise<void>) {
  let done!: (recording: { recorded: RecordedAction; result: ActionAnswer | null }) => void
  const recording = new Promise<Parameters<typeof done>[0]>((resolve) => (done = resolve))
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.method() !== 'POST' || !(await request.headerValue('next-action'))) {
      return route.fallback()
    }
    const headers = await request.allHeaders()
    const response = await route.fetch()
    const text = await response.text()
    await route.fulfill({ response, body: text })
    done({
      recorded: {
        url: request.url(),
        headers: Object.fromEntries(REPLAYED_HEADERS.map((name) => [name, headers[name] ?? ''])),
        body: request.postData() ?? '',
      },
      result: actionResult(text),
    })
  }
  await page.route('**/*', handler)
  await trigger()
  const recorded = await recording
  await page.unroute('**/*', handler)
  return recorded
}

export type ActionAnswer = {
  ok?: boolean
  data?: unknown
  code?: string
  message?: string
  threw?: boolean
}

/** The value an action returned, from its RSC answer (row 0 points at the row holding it). */
export function actionResult(text: string): ActionAnswer | null {
  const rows = new Map(
    text
      .split('\n')
      .map((line) => /^([0-9a-f]+):(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map(([, id, json]) => [id!, json!]),
  )
  const root = rows.get('0')
  if (!root) return null
  const pointer = /^"\$@([0-9a-f]+)"$/.exec(JSON.stringify((JSON.parse(root) as { a?: unknown }).a))
  const row = pointer ? rows.get(pointer[1]!) : undefined
  if (row?.startsWith('E')) return { threw: true } // the action threw instead of answering
  return row ? (JSON.parse(row) as ActionAnswer) : null
}

/** Sends a recorded action again from another caller's context, with parts of the body swapped. */
export function replayAction(
  context: APIRequestContext,
  action: RecordedAction,
  swaps: Record<string, string> = {},
  url = action.url,
) {
  let body = action.body
  for (const [from, to] of Object.entries(swaps)) body = body.replaceAll(from, to)
  return context.post(url, { headers: action.headers, data: body, maxRedirects: 0 })
}
