import 'server-only'
import type { Locale } from '@/lib/i18n/locales'
import { desc } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'
import type { OutboxStatus } from '@/lib/enums/outbox-statuses'
import { composeMails } from '@/lib/mail/compose-mails'

export type OutboxRow = {
  id: string
  /** outbox_messages.kind ('lead_notification'…): the page names it in the viewer's language. */
  kind: string
  /** Recipients and subject as the mail reads now (null: its record is gone). */
  to: string | null
  subject: string | null
  /** The language that subject is written in (lang= on the page). */
  subjectLocale: Locale | null
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
}

/**
 * The newest mails of the outbox, whatever their status (Settings › Mail; admin only).
 * `salesInbox`: where lead notifications go (Settings › Company), to show their recipients.
 */
export async function listOutbox({
  viewer,
  salesInbox,
  limit = 50,
}: {
  viewer: Viewer
  salesInbox: string
  limit?: number
}): Promise<OutboxRow[]> {
  requirePermission(viewer, 'administration')
  const rows = await db()
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)
  const mails = await composeMails(rows, { salesInbox })
  return rows.map((row) => {
    const mail = mails.get(row.id)
    // A mail per language of its recipients: all of them, and the first one's subject.
    const parts = mail && !(mail instanceof Error) && mail.length ? mail : null
    return {
      id: row.id,
      kind: row.kind,
      to: parts?.map((part) => part.to).join(', ') ?? null,
      subject: parts?.[0]?.subject ?? null,
      subjectLocale: parts?.[0]?.locale ?? null,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    }
  })
}
