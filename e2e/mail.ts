import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import type { ReceivedMail } from '../tests/support/smtp'
import { e2eMailDir } from '../playwright.config'
import { mailHeader as header, mailText } from '../tests/support/mail-text'

export { mailText }

export type { ReceivedMail }

/**
 * Every mail the run's SMTP server has accepted so far, oldest first: the server is started
 * once for all workers (e2e/global-setup.ts), so a test picks its mails by recipient or content.
 */
export function receivedMails(): ReceivedMail[] {
  return readdirSync(e2eMailDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(e2eMailDir, file), 'utf8')) as ReceivedMail)
}

/** The mails to `to` received so far (with this subject, when given). */
export const mailsTo = (to: string, subject?: string) =>
  receivedMails().filter(
    (mail) => mail.to.includes(to) && (!subject || header(mail.raw, 'subject') === subject),
  )

/** Waits until a received mail matches and returns it. The app's outbox worker sends every 5 s. */
export async function waitForMail(
  match: (mail: ReceivedMail) => boolean,
  message: string,
  { timeout = 20_000 } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(() => (found = receivedMails().find(match)), {
      message,
      timeout,
      intervals: [250],
    })
    .toBeTruthy()
  return found!
}

export const RESET_SUBJECT = 'Reset your Masar admin password'

/**
 * Waits for a password-reset mail to `to` after the first `skip` of them (mailsTo(to,
 * RESET_SUBJECT).length before the request) and returns the link in it.
 */
export async function waitForResetLink(to: string, skip: number) {
  let mail: ReceivedMail | undefined
  await expect
    .poll(() => (mail = mailsTo(to, RESET_SUBJECT)[skip]), {
      message: `a reset mail to ${to}`,
      timeout: 20_000,
      intervals: [250],
    })
    .toBeTruthy()
  const link = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(mailText(mail!.raw))?.[0]
  expect(link, 'the reset mail holds the link').toBeTruthy()
  return link!
}
