import 'server-only'
import { symmetricEncrypt } from 'better-auth/crypto'
import { auth } from './auth'

/** better-auth's mark of a secret imported in base32, as an authenticator app is given it. */
const BASE32_PREFIX = 'base32:'

/**
 * An authenticator secret (base32) and an empty backup-code list as better-auth stores them in
 * two_factors, encrypted with its own key: how the seed enrols a known secret for the admin of
 * a test or bench run (SEED_ADMIN_TOTP_SECRET).
 */
export async function sealTotpSecret(base32Secret: string) {
  const key = (await auth().$context).secretConfig
  return {
    secret: await symmetricEncrypt({ key, data: BASE32_PREFIX + base32Secret.toUpperCase() }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify([]) }),
  }
}
