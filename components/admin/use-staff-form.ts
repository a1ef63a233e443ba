'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import { useActionForm, type FormAction } from '@/components/forms/use-action-form'
import { useFailureText } from '@/components/admin/use-failure-text'
import { TWO_FACTOR_SETUP_PATH } from '@/lib/account/two-factor-setup-path'
import type { ActionFailure } from '@/lib/actions/action-result'

type Toast = { title: string; description?: string }

export type StaffFormOptions<T> = {
  /** The success toast from what was saved and sent; none when omitted or null. */
  success?: (data: T, formData: FormData) => string | Toast | null
  /** Runs with the toast, before a refreshed page arrives. */
  onSuccess?: (data: T, formData: FormData) => void
  /** Draws the page's server parts again after a success (a list or timeline shows it). */
  refresh?: boolean
  /**
   * The failure toast's title (its description is the refusal in the portal's language);
   * none when omitted: the form says it itself (onFailure).
   */
  failure?: string
  /** A refusal with field errors toasts too (long forms, whose fields may be out of sight). */
  toastFieldErrors?: boolean
  /** The refusal's words; useFailureText's unless the form words its own (sign-in flows). */
  failureText?: (failure: ActionFailure) => string
  onFailure?: (failure: ActionFailure, formData: FormData) => void
}

/**
 * The back office's layer over useActionForm: a success toasts (and refreshes, when asked); an
 * ended session goes to sign-in; a refusal toasts in the portal's language, unless its field
 * errors say it at the fields.
 */
export function useStaffForm<T>(action: FormAction<T>, options: StaffFormOptions<T> = {}) {
  const router = useRouter()
  const failureText = useFailureText()
  return useActionForm(action, {
    onSuccess: (data, formData) => {
      options.onSuccess?.(data, formData)
      const said = options.success?.(data, formData)
      if (typeof said === 'string') toast.success(said)
      else if (said) toast.success(said.title, { description: said.description })
      if (options.refresh) router.refresh()
    },
    onFailure: (failure, formData) => {
      if (failure.code === 'unauthenticated') router.push('/admin/login')
      else if (failure.code === 'two-factor-setup') router.push(TWO_FACTOR_SETUP_PATH)
      else if (options.failure && (options.toastFieldErrors || !failure.fieldErrors))
        toast.error(options.failure, {
          description: (options.failureText ?? failureText)(failure),
        })
      options.onFailure?.(failure, formData)
    },
  })
}
