import 'server-only'
import { headers } from 'next/headers'
import { ADMIN_PATH_HEADER, signInHref } from './return-path'

/**
 * The sign-in page for this request, asked to come back to the admin page requested (the
 * proxy names it, overwriting whatever the client sent; return-path.ts checks it again).
 */
export async function signInHere(): Promise<string> {
  return signInHref((await headers()).get(ADMIN_PATH_HEADER))
}
