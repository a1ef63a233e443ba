import { expect } from '@playwright/test'
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from '../tests/support/smtp'
import { e2eSmtpPort } from '../playwright.config'

export type { LoopbackSmtp, ReceivedMail }

/** The real SMTP server the e2e app sends to (SMTP_URL in playwright.config.ts). */
export const startMailServer = () => startSmtpServer(e2eSmtpPort)

/** Header value of a raw message (folded lines unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim()
}

/** The text of a single-part message, its transfer encoding undone. */
export function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '')
  const encoding = header(raw, 'content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const bytes = body
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/i)
    .map((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part),
    )
  return Buffer.concat(bytes).toString('utf8')
}

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
