import { formatCairo } from '@/lib/i18n/business-time'
import type { LeadDetail } from '@/lib/lead-inbox/get-lead-detail'
import { ResendNotificationButton } from './resend-notification-button'

const KIND_LABELS: Record<string, string> = {
  lead_notification: 'Sales notification',
  lead_assignment: 'Assignment e-mail',
  lead_reminder: 'Late response reminder',
}

function state(mail: LeadDetail['mails'][number]) {
  if (mail.status === 'sent')
    return { tone: 'text-green-800', text: `Sent ${mail.sentAt ? formatCairo(mail.sentAt) : ''}` }
  if (mail.status === 'failed')
    return { tone: 'text-red-800', text: `Failed after ${mail.attempts} attempts` }
  return {
    tone: 'text-amber-800',
    text:
      mail.attempts === 0
        ? `Pending, first attempt ${formatCairo(mail.nextAttemptAt)}`
        : `Pending, attempt ${mail.attempts + 1} at ${formatCairo(mail.nextAttemptAt)}`,
  }
}

/** The e-mails about this lead and how their delivery went (from the outbox). */
export function LeadMailStatus({ detail }: { detail: LeadDetail }) {
  return (
    <section
      aria-labelledby="lead-mail"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lead-mail" className="text-base font-semibold">
          E-mail delivery
        </h2>
        {detail.lead.erasedAt ? null : <ResendNotificationButton leadId={detail.lead.id} />}
      </div>
      {detail.mails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No e-mails about this lead.</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {detail.mails.map((mail) => {
            const { tone, text } = state(mail)
            return (
              <li key={mail.id}>
                <p className="font-medium">
                  {KIND_LABELS[mail.kind] ?? mail.kind}{' '}
                  <span className="font-normal text-slate-500">
                    queued {formatCairo(mail.createdAt)}
                  </span>
                </p>
                <p className={tone}>{text}</p>
                {mail.lastError && mail.status !== 'sent' ? (
                  <p className="break-words text-slate-700">Last error: {mail.lastError}</p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
