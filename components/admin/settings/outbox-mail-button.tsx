'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import type { OutboxMailText } from '@/lib/settings/read-outbox-mail'
import { showOutboxMailAction } from '@/lib/settings/mail-settings-actions'

type Shown = { mails: OutboxMailText[] | null; message?: string }

/**
 * Opens one outbox mail's text (fetched only when asked: it may hold a link or a lead). `label`
 * names the button for screen readers ("View the text of invitation to …").
 */
export function OutboxMailButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations('admin.settings.mail')
  const failureText = useFailureText()
  const [shown, setShown] = useState<Shown | null>(null)
  const { onSubmit, pending } = useStaffForm(showOutboxMailAction, {
    onSuccess: (mails) => setShown({ mails }),
    onFailure: (failure) => setShown({ mails: null, message: failureText(failure) }),
  })
  return (
    <Dialog open={shown !== null} onOpenChange={(next) => (next ? null : setShown(null))}>
      <form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          disabled={pending}
          aria-label={label}
          className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
        >
          {t('view')}
        </button>
      </form>
      {shown ? (
        <DialogContent title={shown.mails?.[0]?.subject ?? t('mailTitle')}>
          {shown.mails ? (
            // One mail per language its recipients read (a lead notification may have two).
            shown.mails.map((mail, index) => (
              <div key={mail.to} className="space-y-2 text-sm">
                {index > 0 ? <h3 className="pt-2 font-semibold">{mail.subject}</h3> : null}
                <p>
                  {t.rich('mailTo', {
                    to: mail.to,
                    ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
                  })}
                </p>
                <pre
                  dir="auto"
                  className="max-h-[60vh] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap"
                >
                  {mail.text}
                </pre>
              </div>
            ))
          ) : (
            <p className="text-sm text-slate-700">{shown.message ?? t('noText')}</p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
