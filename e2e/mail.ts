import { expect } from '@playwright/test'
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from '../tests/support/smtp'
import { e2eSmtpPort } from '../playwright.config'
import { mailHeader as header, mailText } from '../tests/support/mail-text'

export { mailText }

export type { LoopbackSmtp, ReceivedMail }

/** The real SMTP server the e2e app sends to (SMTP_URL in playwright.config.ts). */
export const startMailServer = () => startSmtpServer(e2eSmtpPort)

/**
 * Waits for the next password-reset mail to `to` (received after the first `skip` mails) and
 * returns the link in it. The app's outbox worker sends every 5 s.
 */
export async function waitForResetLink(smtp: LoopbackSmtp, to: string, skip: number) {
  let mail: ReceivedMail | undefined
  await expect
    .poll(
      () =>
        (mail = smtp.mails
          .slice(skip)
          .find(
            (m) =>
              m.to.includes(to) && header(m.raw, 'subject') === 'Reset your Masar admin password',
          )),
      { message: `a reset mail to ${to}`, timeout: 20_000, intervals: [250] },
    )
    .toBeTruthy()
  const link = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(mailText(mail!.raw))?.[0]
  expect(link, 'the reset mail holds the link').toBeTruthy()
  return link!
}
