// The way back for an admin locked out of two-factor (the sole admin especially): run on the
// server with the app stopped (the embedded database takes one process), e.g.
//   npm run admin:reset-two-factor -- admin@example.com
// Their two-factor is removed and their next password sign-in leads to its set-up again.
import { closeDb } from '../lib/db/client'
import { runMigrations } from '../lib/db/migrate'
import { resetTwoFactor } from '../lib/auth/reset-two-factor'

const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run admin:reset-two-factor -- <e-mail of the account>')
  process.exit(2)
}
await runMigrations()
const found = await resetTwoFactor(email)
await closeDb()
if (!found) {
  console.error(`No account has the e-mail ${email}.`)
  process.exit(1)
}
console.log(
  `Two-factor reset for ${email}: their sessions ended, and their next sign-in with the ` +
    'password leads to setting it up again (one sign-in; have an authenticator app ready).',
)
