import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatCairo } from '@/lib/i18n/business-time'
import type { OutboxRow } from '@/lib/settings/list-outbox'
import { OutboxMailButton } from './outbox-mail-button'
import { TestMailForm } from './test-mail-form'

const HEADERS = ['Queued', 'Kind', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Text']

const STATUS: Record<OutboxRow['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Queued', tone: 'outline' },
  sent: { label: 'Sent', tone: 'secondary' },
  failed: { label: 'Failed', tone: 'destructive' },
}

type Props = {
  server: { configured: boolean; from: string }
  outbox: OutboxRow[]
  adminEmail: string
}

/** Settings › Mail: whether mail can leave, a test, and the outbox with each mail's fate. */
export function MailSettings({ server, outbox, adminEmail }: Props) {
  return (
    <div className="space-y-6">
      {server.configured ? (
        <p className="text-sm text-slate-700">
          A mail server (SMTP) is configured. Mail goes out as{' '}
          <span dir="ltr" className="font-medium">
            {server.from}
          </span>
          .
        </p>
      ) : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          No mail server is configured (SMTP_URL is not set): mail is queued in the outbox below and
          not delivered until one is.
        </p>
      )}
      <TestMailForm defaultTo={adminEmail} />
      <div>
        <h3 className="mb-2 font-semibold">Outbox</h3>
        <p className="mb-3 text-sm text-slate-600">
          The latest mails (up to 50), newest first. Queued mail is retried with growing pauses for
          72 hours.
        </p>
        <TableFrame caption="Outbox" headers={HEADERS}>
          {outbox.length === 0 ? (
            <MessageRow span={HEADERS.length}>No mail yet</MessageRow>
          ) : (
            outbox.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatCairo(row.createdAt)}</td>
                <td className="px-4 py-3">{row.kind}</td>
                <td className="max-w-56 px-4 py-3 break-words" dir="ltr">
                  {row.to ?? '—'}
                </td>
                <td className="px-4 py-3" dir="auto">
                  {row.subject ?? '(record gone)'}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>
                  {row.sentAt ? (
                    <span className="block text-xs text-slate-600">{formatCairo(row.sentAt)}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-end">{row.attempts}</td>
                <td className="max-w-64 px-4 py-3 text-xs break-words text-slate-700">
                  {row.lastError ?? '—'}
                </td>
                <td className="px-4 py-3">
                  <OutboxMailButton id={row.id} label={`${row.kind} to ${row.to ?? 'nobody'}`} />
                </td>
              </tr>
            ))
          )}
        </TableFrame>
      </div>
    </div>
  )
}
