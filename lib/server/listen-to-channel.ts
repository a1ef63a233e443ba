import { Client } from 'pg'
import { logError } from './log-error'

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 5_000

export type ChannelListener = { stop: () => Promise<void> }

/**
 * Keeps one PostgreSQL connection LISTENing on a channel and calls `onNotify` with each
 * payload. A lost connection (a database restart) is opened again with backoff; what was
 * announced while it was down is missed, so `onReconnect` runs each time it is back.
 */
export function listenToChannel(options: {
  url: string
  channel: string
  onNotify: (payload: string) => void
  onReconnect: () => void
  /** Each time the LISTEN is in place (the first time included). */
  onListening?: () => void
}): ChannelListener {
  let client: Client | null = null
  let stopped = false
  let everConnected = false
  let retryMs = FIRST_RETRY_MS
  let timer: NodeJS.Timeout | undefined

  function retry() {
    if (stopped) return
    timer = setTimeout(() => void connect(), retryMs)
    timer.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  async function connect() {
    if (stopped) return
    const current = new Client({ connectionString: options.url })
    client = current
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (error && !stopped) logError(`Listener on ${options.channel} lost the database`, error)
      current.removeAllListeners('notification')
      current.end().catch(() => {})
      if (client === current) client = null
      retry()
    }
    current.on('error', onLost)
    current.on('end', () => onLost())
    current.on('notification', (notice) => {
      if (notice.channel === options.channel) options.onNotify(notice.payload ?? '')
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${options.channel}`)
    } catch (error) {
      return onLost(error)
    }
    retryMs = FIRST_RETRY_MS
    options.onListening?.()
    if (everConnected) options.onReconnect()
    everConnected = true
  }

  void connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await client?.end().catch(() => {})
    },
  }
}
