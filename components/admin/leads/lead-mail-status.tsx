import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import type { LeadDetail } from '@/lib/lead-inbox/read-lead-detail'
import { ResendNotificationButton } from './resend-notification-button'

type AdminT = Awaited<ReturnType<typeof getAdminTranslations>>

const KINDS = ['lead_notification', 'lead_assignment', 'lead_reminder', 'lead_handed_over'] as const

const kindLabel = (kind: string, t: AdminT) =>
  (KINDS as readonly string[]).includes(kind)
    ? t(`leads.mail.${kind as (typeof KINDS)[number]}`)
    : kind

function state(mail: LeadDetail['mails'][number], t: AdminT, locale: Locale) {
  if (mail.status === 'sent')
    return {
      tone: 'text-green-800',
      text: t('leads.mail.sent', { at: mail.sentAt ? formatCairo(mail.sentAt, locale) : '' }),
    }
  if (mail.status === 'failed')
    return { tone: 'text-red-800', text: t('leads.mail.failed', { count: mail.attempts }) }
  return {
    tone: 'text-amber-800',
    text:
      mail.attempts === 0
        ? t('leads.mail.pendingFirst', { at: formatCairo(mail.nextAttemptAt, locale) })
        : t('leads.mail.pending', {
            attempt: mail.attempts + 1,
            at: formatCairo(mail.nextAttemptAt, locale),
          }),
  }
}

/** The e-mails about this lead and how their delivery went (from the outbox). */
export async function LeadMailStatus({ detail }: { detail: LeadDetail }) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  return (
    <section
      aria-labelledby="lead-mail"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lead-mail" className="text-base font-semibold">
          {t('leads.mail.heading')}
        </h2>
        {detail.lead.erasedAt ? null : <ResendNotificationButton leadId={detail.lead.id} />}
      </div>
      {detail.mails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('leads.mail.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {detail.mails.map((mail) => {
            const { tone, text } = state(mail, t, locale)
            return (
              <li key={mail.id}>
                <p className="font-medium">
                  {kindLabel(mail.kind, t)}{' '}
                  <span className="font-normal text-slate-500">
                    {t('leads.mail.queued', { at: formatCairo(mail.createdAt, locale) })}
                  </span>
                </p>
                <p className={tone}>{text}</p>
                {mail.lastError && mail.status !== 'sent' ? (
                  <p className="break-words text-slate-700">
                    {t('leads.mail.lastError', { error: mail.lastError })}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
