import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
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
      const name = `${String(received).padStart(6, '0')}.json`
      // Written aside, then renamed: a test polling the folder never reads half a file.
      writeFileSync(join(e2eMailDir, `.${name}.part`), JSON.stringify(mail))
      renameSync(join(e2eMailDir, `.${name}.part`), join(e2eMailDir, name))
    },
  })
  return () => smtp.close()
}
