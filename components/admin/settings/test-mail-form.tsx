'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { toast } from 'sonner'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { TextInput } from '@/components/admin/auth/text-input'
import { useFocusFirstInvalid } from '@/components/admin/forms/use-focus-first-invalid'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/field-styles'
import type { Delivery } from '@/lib/mail/send-queued-now'
import { sendTestMailAction } from '@/lib/settings/mail-settings-actions'

/** What became of the test mail, in words: 'sent' only when the mail server took it. */
function useTestMailOutcome() {
  const t = useTranslations('admin.settings.mail')
  return (delivery: Delivery): string => {
    if (delivery.sent) return t('testSent')
    if (delivery.reason === 'no-mail-server') return t('testNoServer')
    return delivery.lastError
      ? t('testQueuedError', { error: delivery.lastError })
      : t('testQueued')
  }
}

/** Settings › Mail › Send a test mail, to the admin's own address unless another is typed. */
export function TestMailForm({ defaultTo }: { defaultTo: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const t = useTranslations('admin.settings.mail')
  const common = useTranslations('admin.common')
  const testMailOutcome = useTestMailOutcome()
  const {
    onSubmit,
    pending,
    result,
    fieldErrors: errors,
  } = useStaffForm(sendTestMailAction, {
    success: (delivery, formData) =>
      delivery.sent ? { title: t('testSent'), description: formData.get('to') as string } : null,
    onSuccess: (delivery) => {
      if (!delivery.sent) toast.warning(testMailOutcome(delivery))
      router.refresh() // the outbox below shows it
    },
    failure: t('testNotSent'),
    toastFieldErrors: true,
    onFailure: () => router.refresh(),
  })
  useFocusFirstInvalid(formRef, result)
  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start"
    >
      <TextInput
        id="test-mail-to"
        name="to"
        label={t('testTo')}
        type="email"
        dir="ltr"
        defaultValue={defaultTo}
        error={errors.to}
        className={`${controlClass} min-h-11 md:min-h-10`}
      />
      <Button type="submit" disabled={pending} className="min-h-11 md:mt-6 md:min-h-10">
        {pending ? common('sending') : t('testSend')}
      </Button>
      <p role="status" className="text-sm text-slate-700 md:col-span-2">
        {result?.ok ? testMailOutcome(result.data) : null}
      </p>
    </form>
  )
}
