import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairo } from '@/lib/i18n/business-time'
import { isMailKindName } from '@/lib/mail/mail-kinds'
import type { OutboxRow } from '@/lib/settings/list-outbox'
import { OutboxMailButton } from './outbox-mail-button'
import { TestMailForm } from './test-mail-form'

const COLUMNS = [
  'settings.mail.columns.queued',
  'settings.mail.columns.kind',
  'settings.mail.columns.to',
  'settings.mail.columns.subject',
  'common.fields.status',
  'settings.mail.columns.attempts',
  'settings.mail.columns.lastError',
  'settings.mail.columns.text',
] as const

const STATUS_TONE: Record<OutboxRow['status'], BadgeTone> = {
  pending: 'outline',
  sent: 'secondary',
  failed: 'destructive',
}

type Props = {
  server: { configured: boolean; from: string }
  outbox: OutboxRow[]
  adminEmail: string
}

/** Settings › Mail: whether mail can leave, a test, and the outbox with each mail's fate. */
export async function MailSettings({ server, outbox, adminEmail }: Props) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  const headers = COLUMNS.map((column) => t(column))
  const kindName = (kind: string) =>
    isMailKindName(kind) ? t(`settings.mail.kinds.${kind}`) : kind
  return (
    <div className="space-y-6">
      {server.configured ? (
        <p className="text-sm text-slate-700">
          {t.rich('settings.mail.configured', {
            from: server.from,
            ltr: (chunks) => (
              <bdi dir="ltr" className="font-medium">
                {chunks}
              </bdi>
            ),
          })}
        </p>
      ) : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('settings.mail.notConfigured')}
        </p>
      )}
      <TestMailForm defaultTo={adminEmail} />
      <div>
        <h3 className="mb-2 font-semibold">{t('settings.mail.outbox')}</h3>
        <p className="mb-3 text-sm text-slate-600">{t('settings.mail.outboxIntro')}</p>
        <TableFrame caption={t('settings.mail.outbox')} headers={headers}>
          {outbox.length === 0 ? (
            <MessageRow span={headers.length}>{t('settings.mail.empty')}</MessageRow>
          ) : (
            outbox.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatCairo(row.createdAt, locale)}
                </td>
                <td className="px-4 py-3">{kindName(row.kind)}</td>
                <td className="max-w-56 px-4 py-3 break-words">
                  <bdi dir="ltr">{row.to ?? '—'}</bdi>
                </td>
                <td className="px-4 py-3">
                  <bdi lang={row.subject ? (row.subjectLocale ?? undefined) : undefined}>
                    {row.subject ?? t('settings.mail.recordGone')}
                  </bdi>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={STATUS_TONE[row.status]}>
                    {t(`settings.mail.status.${row.status}`)}
                  </Badge>
                  {row.sentAt ? (
                    <span className="block text-xs text-slate-600">
                      {formatCairo(row.sentAt, locale)}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-end">{row.attempts}</td>
                <td className="max-w-64 px-4 py-3 text-xs break-words text-slate-700">
                  {row.lastError ?? '—'}
                </td>
                <td className="px-4 py-3">
                  <OutboxMailButton
                    id={row.id}
                    label={t('settings.mail.viewLabel', {
                      kind: kindName(row.kind),
                      to: row.to ?? t('settings.mail.nobody'),
                    })}
                  />
                </td>
              </tr>
            ))
          )}
        </TableFrame>
      </div>
    </div>
  )
}
