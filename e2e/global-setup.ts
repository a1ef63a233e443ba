import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startSmtpServer } from '../tests/support/smtp'
import { e2eMailDir, e2eSmtpPort } from '../playwright.config'

/**
 * One real SMTP server on loopback for the whole run (the app's SMTP_URL), shared by every
 * worker: each accepted mail is written to e2eMailDir as JSON, which the tests read (e2e/mail.ts).
 */
export default async function globalSetup() {
  rmSync(e2eMailDir, { recursive: true, force: true })
  mkdirSync(e2eMailDir, { recursive: true })
  let received = 0
  const smtp = await startSmtpServer(e2eSmtpPort, {
    onMail: (mail) => {
      received += 1
      writeFileSync(
        join(e2eMailDir, `${String(received).padStart(6, '0')}.json`),
        JSON.stringify(mail),
      )
    },
  })
  return () => smtp.close()
}
