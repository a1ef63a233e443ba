import { Client } from 'pg'
import { instanceId } from '@/lib/server/instance-id'
import { logError } from '@/lib/server/log-error'
import { CONTENT_CHANNEL } from './content-channel'

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 5_000

export type ContentListener = { stop: () => Promise<void> }

/**
 * Keeps one connection LISTENing for the other instances' content changes and calls `onChange`
 * for each (this instance's own are skipped: it has already applied them). A lost connection (a
 * database restart) is opened again with backoff; a change announced while it was down would be
 * missed, so `onChange` also runs each time it is back.
 */
export function listenForContentChanges(options: {
  url: string
  onChange: () => void
}): ContentListener {
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
      if (error && !stopped) logError('Content change listener lost the database', error)
      current.removeAllListeners('notification')
      current.end().catch(() => {})
      if (client === current) client = null
      retry()
    }
    current.on('error', onLost)
    current.on('end', () => onLost())
    current.on('notification', (notice) => {
      if (notice.channel === CONTENT_CHANNEL && notice.payload !== instanceId()) options.onChange()
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      return onLost(error)
    }
    retryMs = FIRST_RETRY_MS
    if (everConnected) options.onChange()
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
