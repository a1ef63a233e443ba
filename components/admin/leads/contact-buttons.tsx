'use client'

import { MessageCircle, Phone } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { formDataOf } from '@/components/forms/form-data-of'
import { Button, buttonClass } from '@/components/ui/button'
import {
  CONTACT_OUTCOMES,
  type ContactChannel,
  type ContactOutcome,
} from '@/lib/lead-inbox/contact-outcomes'
import {
  recordContactAttemptAction,
  recordContactOutcomeAction,
} from '@/lib/lead-inbox/lead-inbox-actions'
import { useStaffForm } from '@/components/admin/use-staff-form'

const link = `${buttonClass('outline')} min-h-11`

/**
 * Call and WhatsApp: pressing one logs the attempt and then asks what came of it, one tap per
 * outcome; a conversation (Reached, WhatsApp sent) is the lead's first response, at the
 * attempt's time. An outcome not tapped now can be added on the timeline later.
 */
export function ContactButtons(props: { leadId: string; tel: string; whatsapp: string }) {
  const t = useTranslations('admin.leads')
  const common = useTranslations('admin.common')
  const [asking, setAsking] = useState<ContactChannel | null>(null)
  // The attempt the outcome is of, once its log is in (none if it failed: a standalone one).
  const [attemptId, setAttemptId] = useState('')
  // The links are links (the call or chat opens at once); their log is posted through the hook.
  const logging = useStaffForm(recordContactAttemptAction, {
    onSuccess: (id) => setAttemptId(id),
    refresh: true,
    failure: t('contact.notLogged'),
    toastFieldErrors: true,
  })
  const { onSubmit, pending } = useStaffForm(recordContactOutcomeAction, {
    success: (_, formData) =>
      t('contact.logged', { outcome: t(`outcome.${formData.get('outcome') as ContactOutcome}`) }),
    onSuccess: () => setAsking(null),
    refresh: true,
    failure: common('error'),
  })
  const attempt = (channel: ContactChannel) => {
    setAsking(channel)
    setAttemptId('')
    // The call or chat opens at once; the log follows without holding it up.
    logging.submit(formDataOf({ leadId: props.leadId, channel }))
  }
  return (
    <>
      <a href={props.tel} className={link} onClick={() => attempt('call')}>
        <Phone className="size-4" aria-hidden /> {t('contact.call')}
      </a>
      <a
        href={props.whatsapp}
        target="_blank"
        rel="noreferrer noopener"
        className={link}
        onClick={() => attempt('whatsapp')}
      >
        <MessageCircle className="size-4" aria-hidden /> {t('contact.whatsapp')}
      </a>
      {asking ? (
        <form
          method="post"
          onSubmit={onSubmit}
          className="basis-full"
          aria-label={t('contact.outcomeForm')}
        >
          <input type="hidden" name="leadId" value={props.leadId} />
          <input type="hidden" name="channel" value={asking} />
          <input type="hidden" name="attemptId" value={attemptId} />
          <fieldset className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2">
            <legend className="px-1 text-sm font-medium">
              {t('contact.whatCame', { channel: asking })}
            </legend>
            {CONTACT_OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                type="submit"
                name="outcome"
                value={outcome}
                variant="outline"
                // Until the attempt is logged, so the outcome names it.
                disabled={pending || logging.pending}
                className="min-h-11 md:min-h-9"
              >
                {t(`outcome.${outcome}`)}
              </Button>
            ))}
          </fieldset>
        </form>
      ) : null}
    </>
  )
}
