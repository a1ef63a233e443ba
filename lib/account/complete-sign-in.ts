import 'server-only'
import { cookies } from 'next/headers'
import { clientLimitKey } from '@/lib/server/client-address'
import { issueDeviceCookie, readDeviceCookie } from './device-token'
import {
  deviceCookieName,
  deviceCookieOptions,
  rememberClient,
  type SignInClient,
} from './known-client'
import { rememberLanguage } from './remember-language'
import { clearSignInAttempts } from './sign-in-limit'

/**
 * The client signing in: its address and the token of the browser's device cookie, if it has
 * one this server signed (a value of the browser's own choosing counts as none).
 */
export async function signInClient(): Promise<SignInClient> {
  const address = await clientLimitKey()
  const deviceToken = readDeviceCookie((await cookies()).get(deviceCookieName())?.value)
  return { address, deviceToken }
}

/**
 * After the password (and the second factor, if on) passed: the counts start again and this
 * address and browser are known to the account, so nobody else's guesses hold them back. A
 * first sign-in also sets the portal's language from the browser's.
 */
export async function completeSignIn(
  email: string,
  client: SignInClient | null = null,
): Promise<void> {
  client ??= await signInClient()
  const token = await rememberClient(email, client)
  ;(await cookies()).set(deviceCookieName(), issueDeviceCookie(token), deviceCookieOptions())
  await clearSignInAttempts(client.address, email)
  await rememberLanguage(email)
}
