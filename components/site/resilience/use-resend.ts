import { useCallback, useEffect, useRef, useState } from 'react'
import { useActionForm, type FormAction } from '@/components/forms/use-action-form'
import type { ActionFailure } from '@/lib/actions/action-result'

/** Why the last send did not go: no connection, or the server did not take it. */
export type SendFailureKind = 'offline' | 'failed' | null

export type ResendOptions<T, E extends string> = {
  onSuccess?: (data: T, formData: FormData) => void
  /**
   * A refusal the form answers itself (the server's field messages, back to step 1): return
   * true, and no failure message shows and nothing is kept for Try again.
   */
  answers?: (failure: ActionFailure<E>) => boolean
  /** A send failed while online (the spec's error toast). */
  onRefused?: () => void
}

/**
 * The public forms' layer over useActionForm: when a send fails, what was sent is kept for Try
 * again, and a send that failed for want of a connection goes again by itself when the
 * browser is back online. The caller puts one idempotency key in the data, so a repeat never
 * stores a second lead.
 */
export function useResend<T, E extends string = string>(
  action: FormAction<T, E>,
  { onSuccess, answers, onRefused }: ResendOptions<T, E> = {},
) {
  const [failure, setFailure] = useState<SendFailureKind>(null)
  // Whether the send on its way set out with no connection: the 'online' event may come
  // while it is still failing, and then nothing else would send it again.
  const setOutOffline = useRef(false)
  const {
    submit: submitOnce,
    sent,
    pending,
  } = useActionForm(action, {
    onSuccess: (data, formData) => {
      setFailure(null)
      onSuccess?.(data, formData)
    },
    onFailure: (refusal, formData) => {
      if (answers?.(refusal)) return setFailure(null)
      const offline = !navigator.onLine || setOutOffline.current
      if (offline && navigator.onLine) {
        // Back online while this send was failing: again now (after this answer is handled).
        setTimeout(() => submit(formData))
        return
      }
      setFailure(offline ? 'offline' : 'failed')
      if (!offline) onRefused?.()
    },
  })

  const submit = useCallback(
    (formData: FormData) => {
      const offline = !navigator.onLine
      // One send at a time (useActionForm's): a submit while one is on its way changes nothing.
      if (submitOnce(formData)) setOutOffline.current = offline
    },
    [submitOnce],
  )

  const retry = useCallback(() => {
    if (sent) submit(sent)
  }, [sent, submit])

  useEffect(() => {
    if (failure !== 'offline') return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [failure, retry])

  return { submit, retry, failure, sending: pending }
}

/** What useResend gives a form: its send, Try again, and why the last send failed. */
export type ResendState = ReturnType<typeof useResend>
