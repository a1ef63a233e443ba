'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { startTransition, useActionState } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import type { ActionResult } from '@/lib/actions/action-result'

type LeadAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>

/**
 * Runs a lead action from a form: a success toasts and refreshes the page (the timeline shows
 * the change), a refusal toasts its message, field errors come back for the fields. The form is
 * submitted by hand so a refused attempt keeps what was typed (React resets action forms).
 * `onSaved` runs with the toast, before the refreshed page arrives: a form moves on from what
 * was saved then, and never again under a person already choosing the next step.
 */
export function useLeadAction(
  action: LeadAction,
  success: (formData: FormData) => string,
  onSaved?: (formData: FormData) => void,
) {
  const router = useRouter()
  const t = useTranslations('admin.leads')
  const failureText = useFailureText()
  const [state, dispatch, pending] = useActionState(
    async (previous: { result: ActionResult } | null, formData: FormData) => {
      const result = await action(previous?.result ?? null, formData)
      if (result.ok) {
        onSaved?.(formData)
        toast.success(success(formData))
        router.refresh()
      } else if (result.code === 'unauthenticated') {
        router.push('/admin/login')
      } else if (result.code !== 'invalid') {
        toast.error(t('error'), { description: failureText(result) })
      }
      return { result }
    },
    null,
  )
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // With the pressed button's name and value (a form of several submit buttons).
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    startTransition(() => dispatch(formData))
  }
  const result = state?.result
  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  return { onSubmit, pending, fieldErrors, ok: result?.ok ?? false, result }
}
