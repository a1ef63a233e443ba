'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { useStaffForm } from '@/components/admin/use-staff-form'
import {
  CONTACT_OUTCOMES,
  type ContactChannel,
  type ContactOutcome,
} from '@/lib/lead-inbox/contact-outcomes'
import { recordContactOutcomeAction } from '@/lib/lead-inbox/lead-inbox-actions'

/**
 * An earlier call or WhatsApp without its outcome, on the timeline: what came of it, one tap
 * (a conversation becomes the first response at that attempt's time).
 */
export function AttemptOutcome(props: {
  leadId: string
  attemptId: string
  channel: ContactChannel
}) {
  const t = useTranslations('admin.leads')
  const common = useTranslations('admin.common')
  const { onSubmit, pending } = useStaffForm(recordContactOutcomeAction, {
    success: (_, formData) =>
      t('contact.logged', { outcome: t(`outcome.${formData.get('outcome') as ContactOutcome}`) }),
    refresh: true,
    failure: common('error'),
  })
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-teal underline md:min-h-8">
        {t('contact.addOutcome')}
      </summary>
      <form method="post" onSubmit={onSubmit} aria-label={t('contact.outcomeForm')}>
        <input type="hidden" name="leadId" value={props.leadId} />
        <input type="hidden" name="channel" value={props.channel} />
        <input type="hidden" name="attemptId" value={props.attemptId} />
        <fieldset className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2">
          <legend className="px-1 text-sm font-medium">
            {t('contact.whatCame', { channel: props.channel })}
          </legend>
          {CONTACT_OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              type="submit"
              name="outcome"
              value={outcome}
              variant="outline"
              disabled={pending}
              className="min-h-11 md:min-h-9"
            >
              {t(`outcome.${outcome}`)}
            </Button>
          ))}
        </fieldset>
      </form>
    </details>
  )
}
