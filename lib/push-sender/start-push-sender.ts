import 'server-only'
import { logError } from '@/lib/server/log-error'
import { PUSH_LEASE_MS } from './claim-due-pushes'
import { deliverDuePushes, PUSH_BATCH } from './deliver-due-pushes'

export type PushSender = {
  /** A push may have been queued (a lead arrived or was assigned): send without waiting. */
  wake: () => void
  /** Resolves once the pass under way, if any, has finished. */
  stop: () => Promise<void>
}

/**
 * Wakes closer together than this are one pass: a burst of leads is a few passes of many
 * pushes, not a pass per lead (each pass costs its statements whatever it sends).
 */
const WAKE_GAP_MS = 1000

/**
 * Sends queued pushes: every interval (retries, pushes another instance queued), and within
 * WAKE_GAP_MS when woken. One pass at a time; a pass claims batch after batch while they come
 * back full. A wake during a pass starts the next one a gap later.
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
      while ((await deliverDuePushes(new Date(), leaseMs)) === PUSH_BATCH && !stopped);
    } catch (error) {
      logError('Push pass failed', error)
    }
  }
  const start = () => {
    if (stopped) return
    if (pass) {
      again = true
      return
    }
    pass = runPass().finally(() => {
      pass = null
      if (again) {
        again = false
        wake()
      }
    })
  }
  const wake = () => {
    wakeTimer ??= setTimeout(() => {
      wakeTimer = null
      start()
    }, WAKE_GAP_MS)
  }
  const timer = setInterval(start, intervalMs)
  timer.unref()
  return {
    wake,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      if (wakeTimer) clearTimeout(wakeTimer)
      await pass
    },
  }
}
