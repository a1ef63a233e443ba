import { staffRoute } from '@/lib/actions/staff-route'
import { subscribeToLeadChanges } from '@/lib/lead-live/subscribe-to-lead-changes'

/** Proxies close a silent connection; a comment line now and then keeps it open. */
const KEEP_ALIVE_MS = 20_000

/**
 * The live inbox (server-sent events): every lead change on any instance, as ids only, to
 * staff who may see leads. The page it is open on re-reads what changed.
 */
export const GET = staffRoute('leads', { context: 'Live inbox' }, async (request) => {
  const encoder = new TextEncoder()
  let stop = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop() // the browser went away
        }
      }
      const subscription = subscribeToLeadChanges((signal) =>
        send(`data: ${JSON.stringify(signal)}\n\n`),
      )
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS)
      stop = () => {
        clearInterval(keepAlive)
        subscription.stop()
      }
      request.signal.addEventListener('abort', () => {
        stop()
        try {
          controller.close()
        } catch {}
      })
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
