import 'server-only'
import { headers } from 'next/headers'

/**
 * The client's address as the front server saw it: the last x-forwarded-for entry is the one
 * it appended (earlier ones come from the client and can be forged).
 */
export async function clientAddress(): Promise<string> {
  const forwarded = (await headers()).get('x-forwarded-for')
  return forwarded?.split(',').at(-1)?.trim() || 'direct'
}
