import { listenToChannel, type ChannelListener } from '@/lib/server/listen-to-channel'
import { instanceId } from '@/lib/server/instance-id'
import { CONTENT_CHANNEL } from './content-channel'

export type ContentListener = ChannelListener

/**
 * Listens for the other instances' content changes and calls `onChange` for each (this
 * instance's own are skipped: it has already applied them), and after a lost connection is
 * back (a change announced meanwhile was missed).
 */
export function listenForContentChanges(options: {
  url: string
  onChange: () => void
}): ContentListener {
  return listenToChannel({
    url: options.url,
    channel: CONTENT_CHANNEL,
    onNotify: (payload) => {
      if (payload !== instanceId()) options.onChange()
    },
    onReconnect: options.onChange,
  })
}
