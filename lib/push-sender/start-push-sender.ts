import 'server-only'
import { logError } from '@/lib/server/log-error'
import { PUSH_LEASE_MS } from './claim-due-pushes'
import { deliverDuePushes } from './deliver-due-pushes'

export type PushSender = {
  /** A push may have been queued (a lead arrived or was assigned): send without waiting. */
  wake: () => void
  /** Resolves once the pass under way, if any, has finished. */
  stop: () => Promise<void>
}

/** Wakes closer together than this are one pass: a burst of leads is not a burst of claims. */
const WAKE_GAP_MS = 200

/**
 * Sends queued pushes: every interval (retries, pushes another instance queued), and at once
 * when woken. One pass at a time; a pass claims batch after batch while they come back full.
 */
export function startPushSender({
  intervalMs = 5000,
  leaseMs = PUSH_LEASE_MS,
}: { intervalMs?: number; leaseMs?: number } = {}): PushSender {
  let pass: Promise<void> | null = null
  let again = false
  let stopped = false
  let wakeTimer: NodeJS.Timeout | null = null
  const runPass = async () => {
    try {
      do {
        again = false
        while ((await deliverDuePushes(new Date(), leaseMs)) > 0 && !stopped);
      } while (again && !stopped)
    } catch (error) {
      logError('Push pass failed', error)
    } finally {
      pass = null
    }
  }
  const start = () => {
    if (stopped) return
    if (pass) again = true
    else pass = runPass()
  }
  const timer = setInterval(start, intervalMs)
  timer.unref()
  return {
    wake: () => {
      wakeTimer ??= setTimeout(() => {
        wakeTimer = null
        start()
      }, WAKE_GAP_MS)
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      if (wakeTimer) clearTimeout(wakeTimer)
      await pass
    },
  }
}
