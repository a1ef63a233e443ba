'use client'

import { unstable_rethrow } from 'next/navigation'
import { startTransition, useActionState, useCallback, useEffect, useRef } from 'react'
import {
  fail,
  UNEXPECTED_MESSAGE,
  type ActionFailure,
  type ActionResult,
} from '@/lib/actions/action-result'

/** The one signature of every server action a form calls (React's form-action shape). */
export type FormAction<T = null, E extends string = string> = (
  previous: ActionResult<T, E> | null,
  formData: FormData,
) => Promise<ActionResult<T, E>>

export type ActionFormOptions<T, E extends string = string> = {
  /** After the action said yes, with what it answered and what was sent. */
  onSuccess?: (data: T, formData: FormData) => void
  /** After it said no, or could not be reached (then code 'error'). */
  onFailure?: (failure: ActionFailure<E>, formData: FormData) => void
}

type Answer<T, E extends string> = { result: ActionResult<T, E>; formData: FormData } | null

/**
 * Every form that calls a server action goes through here (admin: useStaffForm; public:
 * useResend). The form is submitted by hand, so a refused attempt keeps what was typed (React
 * resets a form whose `action` is a function); the pressed button's name and value go with it.
 * A send that never reached the server (no connection) answers as a failure with code 'error'
 * instead of throwing into the page's error boundary; Next's redirects still go through.
 * One send at a time: a second submit while one is on its way is ignored.
 */
export function useActionForm<T, E extends string = string>(
  action: FormAction<T, E>,
  options: ActionFormOptions<T, E> = {},
) {
  // The latest callbacks, so a new closure each render is what runs when the answer arrives.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const busy = useRef(false)
  const [answer, dispatch, pending] = useActionState(
    async (previous: Answer<T, E>, formData: FormData | null): Promise<Answer<T, E>> => {
      if (!formData) return null // reset
      try {
        let result: ActionResult<T, E>
        try {
          result = await action(previous?.result ?? null, formData)
        } catch (error) {
          unstable_rethrow(error)
          result = fail<E>('error', UNEXPECTED_MESSAGE)
        }
        if (result.ok) latest.current.onSuccess?.(result.data, formData)
        else latest.current.onFailure?.(result, formData)
        return { result, formData }
      } finally {
        busy.current = false
      }
    },
    null,
  )

  /** Sends, unless a send is on its way; answers whether this one set out. */
  const submit = useCallback(
    (formData: FormData): boolean => {
      if (busy.current) return false
      busy.current = true
      startTransition(() => dispatch(formData))
      return true
    },
    [dispatch],
  )

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A form in a dialog or picker sits (through a portal) inside another form in React's
    // tree, which would be submitted too.
    event.stopPropagation()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    submit(new FormData(event.currentTarget, submitter))
  }

  /** Forgets the last answer (its field errors, its data). */
  const reset = useCallback(() => startTransition(() => dispatch(null)), [dispatch])

  const result = answer?.result ?? null
  return {
    onSubmit,
    submit,
    reset,
    pending,
    /** The last answer, or null before the first (and after reset). */
    result,
    /** What the last attempt sent (kept for Try again). */
    sent: answer?.formData ?? null,
    fieldErrors: (result && !result.ok ? (result.fieldErrors ?? {}) : {}) as Partial<
      Record<string, E>
    >,
  }
}
