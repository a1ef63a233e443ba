import 'server-only'
import { getConnection } from '@/lib/db/client'
import { listenToChannel } from '@/lib/server/listen-to-channel'
import { env } from '@/lib/env'
import { LEAD_CHANNEL, parseLeadChange, type LeadSignal } from './lead-change'
type Subscriber = (signal: LeadSignal) => void

// One listener per process, however many inboxes are open: each gets its changes from here.
const slot = globalThis as {
  __leadLive?: { subscribers: Set<Subscriber>; listening: Promise<void> }
}

/**
 * Calls `onSignal` for every lead change on any instance, until `stop` runs. `listening`
 * settles once changes are being heard (a change committed before that is not).
 */
export function subscribeToLeadChanges(onSignal: Subscriber): {
  stop: () => void
  listening: Promise<void>
} {
  if (!slot.__leadLive) {
    const subscribers = new Set<Subscriber>()
    const listening = startListening((signal) => subscribers.forEach((each) => each(signal)))
    slot.__leadLive = { subscribers, listening }
  }
  const { subscribers, listening } = slot.__leadLive
  subscribers.add(onSignal)
  return { stop: () => void subscribers.delete(onSignal), listening }
}

function startListening(fanOut: Subscriber): Promise<void> {
  const onNotify = (payload: string) => {
    const change = parseLeadChange(payload)
    if (change) fanOut(change)
  }
  const connection = getConnection()
  // PGlite hears its own NOTIFYs in-process; PostgreSQL needs a connection that only listens.
  if (connection.listen) return connection.listen(LEAD_CHANNEL, onNotify).then(() => {})
  const { DATABASE_URL, DATABASE_LISTEN_URL } = env()
  return new Promise((resolve) => {
    listenToChannel({
      url: DATABASE_LISTEN_URL || DATABASE_URL!,
      channel: LEAD_CHANNEL,
      onNotify,
      onReconnect: () => fanOut({ kind: 'resync' }),
      onListening: resolve,
    })
  })
}
