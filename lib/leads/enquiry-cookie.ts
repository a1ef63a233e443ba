import 'server-only'
import { cookies } from 'next/headers'
import { env } from '@/lib/env'
import { ENQUIRY_TOKEN_SECONDS } from './enquiry-token'

/** HttpOnly: page scripts (or anything injected into them) can never read or send it elsewhere. */
export const ENQUIRY_COOKIE = 'masar_enquiry'

/** Hands the browser its step-1 proof; the server action's answer carries the cookie. */
export async function setEnquiryCookie(token: string): Promise<void> {
  ;(await cookies()).set(ENQUIRY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().siteUrl.startsWith('https://'),
    path: '/',
    maxAge: ENQUIRY_TOKEN_SECONDS,
  })
}

/** The step-1 proof this browser sent with the request, if any. */
export async function readEnquiryCookie(): Promise<string | undefined> {
  return (await cookies()).get(ENQUIRY_COOKIE)?.value
}
