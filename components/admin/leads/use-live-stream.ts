'use client'

import { useEffect, useRef, useState } from 'react'
import type { LeadHeadline, LeadSignal } from '@/lib/lead-live/lead-change'

/** Why the inbox is live or not, as the person is told. */
export type LiveStatus =
  | 'connecting'
  | 'live'
  /** The connection dropped (a server restart, a weak signal): trying again. */
  | 'reconnecting'
  | 'offline'
  /** The session ended (signed out, expired, deactivated): nothing will come until sign-in. */
  | 'signed-out'
  /** The account may no longer see leads. */
  | 'forbidden'
  /** Too many live inboxes are open for the account. */
  | 'busy'

export type LiveSignal = LeadSignal & { headline?: LeadHeadline }

const LIVE_URL = '/admin/leads/live'
const MAX_BACKOFF_MS = 30_000
/** States no retry can mend: the person has to act. */
const FINAL: LiveStatus[] = ['signed-out', 'forbidden']

/**
 * The live inbox's stream, read with fetch rather than EventSource so the page can tell why it
 * is not live: a redirect to sign-in or a 403 is a status, not a silent retry loop. Drops are
 * retried with backoff, at once when the device is back online or the tab is shown again, and
 * `onResync` runs after a reconnection (changes may have been missed meanwhile).
 */
export function useLiveStream(onSignal: (signal: LiveSignal) => void, onResync: () => void) {
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const handlers = useRef({ onSignal, onResync })
  useEffect(() => {
    handlers.current = { onSignal, onResync }
  })

  useEffect(() => {
    let stopped = false
    let current: LiveStatus = 'connecting'
    let attempt = 0
    let dropped = false
    let reading: AbortController | null = null
    let timer: ReturnType<typeof setTimeout> | null = null
    const show = (next: LiveStatus) => {
      current = next
      setStatus(next)
    }

    const retry = () => {
      if (stopped || FINAL.includes(current)) return
      dropped = true
      show(navigator.onLine ? 'reconnecting' : 'offline')
      timer = setTimeout(connect, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++))
    }

    const connect = async () => {
      if (timer) clearTimeout(timer)
      timer = null
      reading?.abort()
      const controller = (reading = new AbortController())
      try {
        const response = await fetch(LIVE_URL, {
          signal: controller.signal,
          redirect: 'manual',
          cache: 'no-store',
          headers: { accept: 'text/event-stream' },
        })
        if (response.type === 'opaqueredirect' || response.status === 401) return show('signed-out')
        if (response.status === 403) return show('forbidden')
        if (response.status === 429) return show('busy')
        if (!response.ok || !response.body) return retry()
        await readEvents(response.body, (event, data) => {
          if (event === 'ready') {
            attempt = 0
            show('live')
            if (dropped) handlers.current.onResync()
          } else if (event === 'ended') {
            const reason = (JSON.parse(data) as { reason?: string }).reason
            show(reason === 'forbidden' ? 'forbidden' : 'signed-out')
            controller.abort()
          } else if (event === 'message' && data) {
            handlers.current.onSignal(JSON.parse(data) as LiveSignal)
          }
        })
      } catch {
        if (controller.signal.aborted && (stopped || FINAL.includes(current))) return
      }
      if (reading === controller) retry()
    }

    // Back online, or the tab shown again (a phone wakes): connect now, not at the backoff.
    const resume = () => {
      if (stopped || current === 'live' || FINAL.includes(current)) return
      if (document.visibilityState === 'visible' && navigator.onLine) void connect()
    }
    const wentOffline = () => {
      if (current !== 'live' && !FINAL.includes(current)) show('offline')
    }
    window.addEventListener('online', resume)
    window.addEventListener('offline', wentOffline)
    document.addEventListener('visibilitychange', resume)
    void connect()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
      reading?.abort()
      window.removeEventListener('online', resume)
      window.removeEventListener('offline', wentOffline)
      document.removeEventListener('visibilitychange', resume)
    }
  }, [])

  return status
}

/** Reads server-sent events (`event:` and `data:` lines, a blank line after each) until the end. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: string) => void,
) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
      }
      if (data.length || event !== 'message') onEvent(event, data.join('\n'))
    }
  }
}
