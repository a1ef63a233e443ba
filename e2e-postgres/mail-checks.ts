import { expect } from '@playwright/test'
import type { LoopbackSmtp } from '../tests/support/smtp'
import { mailText } from '../tests/support/mail-text'
import { query } from './fresh-database'

/** Waits until the outbox has sent everything queued in this database. */
export async function waitForOutboxSent(databaseUrl: string) {
  await expect
    .poll(
      async () =>
        (
          await query<{ pending: number }>(
            databaseUrl,
            `select count(*)::int as pending from outbox_messages where status <> 'sent'`,
          )
        )[0]?.pending,
      { message: 'every queued mail sent', timeout: 60_000, intervals: [250] },
    )
    .toBe(0)
}

/** Exactly one notification to `inbox` names each of these phones; returns all it received. */
export function expectOneNotificationEach(smtp: LoopbackSmtp, inbox: string, phones: string[]) {
  const notifications = smtp.mails.filter((m) => m.to.includes(inbox)).map((m) => mailText(m.raw))
  for (const phone of phones) {
    expect(
      notifications.filter((text) => text.includes(phone)),
      phone,
    ).toHaveLength(1)
  }
  return notifications
}
