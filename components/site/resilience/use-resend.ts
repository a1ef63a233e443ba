import { useCallback, useEffect, useRef, useState } from 'react'

/** How a send ended: sent, refused with field messages (shown by the form), or not sent. */
export type SendOutcome = 'sent' | 'invalid' | 'failed'

/** Why the last send did not go: no connection, or the server did not take it. */
export type SendFailureKind = 'offline' | 'failed' | null

/**
 * Sends a form's data and, when the send fails, keeps it for Try again; a send that failed
 * for want of a connection goes again by itself when the browser is back online. The caller
 * puts one idempotency key in the data, so a repeat never stores a second lead.
 * `onRefused` runs when a send fails while online (the spec's error toast).
 */
export function useResend(
  send: (formData: FormData) => Promise<SendOutcome>,
  { onRefused }: { onRefused?: () => void } = {},
) {
  const [failure, setFailure] = useState<SendFailureKind>(null)
  const [sending, setSending] = useState(false)
  const pending = useRef<FormData | null>(null)
  const busy = useRef(false)
  // The latest callback, so a new one each render does not make a new submit.
  const refused = useRef(onRefused)
  useEffect(() => {
    refused.current = onRefused
  })

  const submit = useCallback(
    async (formData: FormData) => {
      if (busy.current) return
      busy.current = true
      pending.current = formData
      setSending(true)
      try {
        const outcome = await send(formData)
        if (outcome === 'failed') {
          setFailure(navigator.onLine ? 'failed' : 'offline')
          if (navigator.onLine) refused.current?.()
        } else {
          pending.current = null
          setFailure(null)
        }
      } finally {
        busy.current = false
        setSending(false)
      }
    },
    [send],
  )

  const retry = useCallback(() => {
    if (pending.current) void submit(pending.current)
  }, [submit])

  useEffect(() => {
    if (failure !== 'offline') return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [failure, retry])

  return { submit, retry, failure, sending }
}

/** What useResend gives a form: its send, Try again, and why the last send failed. */
export type ResendState = ReturnType<typeof useResend>
