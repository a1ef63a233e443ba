import 'server-only'
import { headers } from 'next/headers'
import { limitGroup } from './limit-group'

/**
 * The client's address as the front server resolved it (scripts/server/client-address.mjs,
 * TRUSTED_PROXIES): it replaces X-Forwarded-For with that one address, whatever the client sent.
 * The last entry is read so that a server without the front one still never believes a forged
 * first entry.
 */
export async function clientAddress(): Promise<string> {
  return addressIn(await headers())
}

const addressIn = (headers: Headers) =>
  headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'direct'

/** What the per-address limits count for this request (an IPv6 client by its /64). */
export const clientLimitKey = async () => limitGroup(await clientAddress())

/** The same, from a route handler's own request (no request scope needed). */
export const requestLimitKey = (request: Request) => limitGroup(addressIn(request.headers))
