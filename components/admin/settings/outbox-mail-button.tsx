'use client'

import { useState, useTransition } from 'react'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import type { OutboxMailText } from '@/lib/settings/read-outbox-mail'
import { showOutboxMailAction } from '@/lib/settings/mail-settings-actions'

type Shown = { mail: OutboxMailText | null; message?: string }

/** Opens one outbox mail's text (fetched only when asked: it may hold a link or a lead). */
export function OutboxMailButton({ id, label }: { id: string; label: string }) {
  const [shown, setShown] = useState<Shown | null>(null)
  const [pending, startTransition] = useTransition()
  const open = () =>
    startTransition(async () => {
      const result = await showOutboxMailAction(id)
      setShown(result.ok ? { mail: result.data } : { mail: null, message: result.message })
    })
  return (
    <Dialog open={shown !== null} onOpenChange={(next) => (next ? null : setShown(null))}>
      <button
        type="button"
        onClick={open}
        disabled={pending}
        aria-label={`View the text of ${label}`}
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        View
      </button>
      {shown ? (
        <DialogContent title={shown.mail?.subject ?? 'Mail'}>
          {shown.mail ? (
            <div className="space-y-2 text-sm">
              <p>
                To: <span dir="ltr">{shown.mail.to}</span>
              </p>
              <pre
                dir="auto"
                className="max-h-[60vh] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap"
              >
                {shown.mail.text}
              </pre>
            </div>
          ) : (
            <p className="text-sm text-slate-700">
              {shown.message ??
                'Its record is gone (deleted or erased), so there is no text to show.'}
            </p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
