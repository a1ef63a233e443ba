import { staffRoute } from '@/lib/actions/staff-route'
import { routeTranslator } from '@/lib/actions/route-translator'
import { sessionState } from '@/lib/auth/session-state'
import { env } from '@/lib/env'
import { readLeadHeadline } from '@/lib/lead-inbox/read-lead-headline'
import type { LeadSignal } from '@/lib/lead-live/lead-change'
import { subscribeToLeadChanges } from '@/lib/lead-live/subscribe-to-lead-changes'
import { openStream } from '@/lib/lead-live/open-streams'

/** Proxies close a silent connection; a comment line now and then keeps it open. */
const KEEP_ALIVE_MS = 20_000
/** Signals in a burst share one look at the session. */
const RECHECK_AFTER_MS = 1_000

/**
 * The live inbox (server-sent events): every lead change on any instance, as ids, to staff
 * who may see leads; a change that gives a lead to this person names it (their own lead), so
 * the alert can. The stream checks its session every LIVE_SESSION_CHECK_MS and before each
 * change it sends, and ends with `event: ended` (signed-out / forbidden) once the session
 * does: the page says it is no longer live, and why. One account holds at most a few streams.
 */
export const GET = staffRoute('leads', { context: 'Live inbox' }, async (request, viewer) => {
  const slot = openStream(viewer.userId)
  if (!slot) {
    const t = await routeTranslator(request)
    return new Response(t('errors.tooManyStreams'), {
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const encoder = new TextEncoder()
  let stop = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const send = (text: string) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop() // the browser went away
        }
      }
      let checkedAt = Date.now()
      const stillLive = async () => {
        if (Date.now() - checkedAt < RECHECK_AFTER_MS) return true
        const state = await sessionState(viewer.sessionId, 'leads')
        checkedAt = Date.now()
        if (state === 'live') return true
        send(
          `event: ended\ndata: ${JSON.stringify({ reason: state === 'ended' ? 'signed-out' : state })}\n\n`,
        )
        stop()
        return false
      }
      // One after the other, so changes keep their order across the session checks.
      let queue = Promise.resolve()
      const later = (work: () => Promise<void>) => {
        queue = queue.then(work).catch(() => stop())
      }
      const forward = (signal: LeadSignal) =>
        later(async () => {
          if (!(await stillLive())) return
          const mine =
            signal.kind !== 'resync' &&
            signal.kind !== 'updated' &&
            signal.assigneeId === viewer.userId
          const headline = mine
            ? await readLeadHeadline(signal.leadId, viewer.locale ?? 'en')
            : null
          send(`data: ${JSON.stringify(headline ? { ...signal, headline } : signal)}\n\n`)
        })
      const subscription = subscribeToLeadChanges(forward)
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS)
      const recheck = setInterval(
        () =>
          later(async () => {
            checkedAt = 0
            await stillLive()
          }),
        env().LIVE_SESSION_CHECK_MS,
      )
      stop = () => {
        if (!open) return
        open = false
        clearInterval(keepAlive)
        clearInterval(recheck)
        subscription.stop()
        slot.release()
        try {
          controller.close()
        } catch {}
      }
      request.signal.addEventListener('abort', () => stop())
      // Reconnect after 3 s if the connection drops; `ready`: changes are heard from now on.
      send('retry: 3000\n\n')
      void subscription.listening.then(() => send('event: ready\ndata: {}\n\n'))
    },
    cancel: () => stop(),
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: not gzipped (compression would hold the events back).
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
})
