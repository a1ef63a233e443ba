import 'server-only'
import type { LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { env } from '@/lib/env'
import { isPublicAddress } from '@/lib/media/public-address'

/** The whole fetch, redirects included, must be done by then. */
export const REMOTE_TIMEOUT_MS = 5000
/** Larger sources are refused: sharp would spend seconds and memory on them. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024
const MAX_REDIRECTS = 3
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

export type FetchPublicImageOptions = {
  /** Host names images may come from; default: env().OG_IMAGE_HOSTS. */
  allowedHosts?: readonly string[]
  /** Whether the server may connect to a resolved address; default: isPublicAddress. */
  isAllowedAddress?: (ip: string) => boolean
  /** Every address a host name resolves to; default: the system resolver. */
  resolve?: (hostname: string) => Promise<readonly LookupAddress[]>
  timeoutMs?: number
}

type Settings = {
  allowedHosts: readonly string[]
  isAllowedAddress: (ip: string) => boolean
  resolve: (hostname: string) => Promise<readonly LookupAddress[]>
  signal: AbortSignal
}

type Hop = { kind: 'image'; bytes: Buffer } | { kind: 'redirect'; location: string } | null

/**
 * "cdn.example.com, Images.example.org:443" → the host names as URL parsing writes them
 * (lower case, no port, IDNs in punycode), so they compare exactly with a target's hostname.
 */
function normalizeHosts(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    try {
      const host = new URL(`http://${entry.trim()}`).hostname
      return host ? [host] : []
    } catch {
      return [] // not a host name: allows nothing
    }
  })
}

/** The next URL to request, or null when it is not http(s) on an allow-listed host. */
function allowedUrl(location: string, base: URL | undefined, hosts: readonly string[]): URL | null {
  let url: URL
  try {
    url = new URL(location, base)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return hosts.includes(url.hostname) ? url : null
}

/**
 * Resolves the host once and returns the address to connect to, or null when any answer is
 * refused: a name that also points at a private address is treated as hostile.
 */
async function checkedAddress(url: URL, settings: Settings): Promise<LookupAddress | null> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '') // IPv6 literals come bracketed
  const answers = await settings.resolve(hostname)
  if (answers.length === 0) return null
  if (!answers.every((answer) => settings.isAllowedAddress(answer.address))) return null
  return answers[0] ?? null
}

/**
 * A lookup that always answers with the address already checked, so the socket cannot be sent
 * elsewhere by a second, different DNS answer (rebinding). The URL keeps the host name, so TLS
 * SNI, certificate checks and the Host header still use it.
 */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
}

/** The body, or null once more than maxBytes arrived (leaving the loop destroys the stream). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** One GET to the pinned address: the image, where a redirect points, or null. */
function requestOnce(url: URL, address: LookupAddress, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      // agent: false: a fresh socket each time, never a pooled one connected to an older answer.
      { signal, agent: false, lookup: pinnedLookup(address), headers: { accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        const declared = Number(response.headers['content-length'])
        if (status !== 200 || declared > MAX_SOURCE_BYTES) {
          request.destroy()
          resolve(REDIRECT_STATUSES.has(status) && location ? { kind: 'redirect', location } : null)
          return
        }
        readCapped(response, MAX_SOURCE_BYTES)
          .then((bytes) => resolve(bytes ? { kind: 'image', bytes } : null))
          .catch(() => resolve(null)) // reset, aborted or cut short
          .finally(() => request.destroy())
      },
    )
    request.on('error', () => resolve(null))
    request.end()
  })
}

/** Follows up to MAX_REDIRECTS redirects, checking host and address before every request. */
async function follow(start: string, settings: Settings): Promise<Buffer | null> {
  let url = allowedUrl(start, undefined, settings.allowedHosts)
  for (let redirects = 0; url && redirects <= MAX_REDIRECTS; redirects++) {
    const address = await checkedAddress(url, settings)
    if (!address || settings.signal.aborted) return null
    const hop = await requestOnce(url, address, settings.signal)
    if (hop?.kind !== 'redirect') return hop?.bytes ?? null
    url = allowedUrl(hop.location, url, settings.allowedHosts)
  }
  return null
}

/**
 * An image from an http(s) URL that content points at, fetched without letting that URL reach
 * the server's own network (SSRF): only allow-listed hosts resolving to public addresses only,
 * redirects checked the same way, at most MAX_SOURCE_BYTES within REMOTE_TIMEOUT_MS. Null on
 * any refusal or failure.
 */
export async function fetchPublicImage(
  url: string,
  options: FetchPublicImageOptions = {},
): Promise<Buffer | null> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? REMOTE_TIMEOUT_MS)
  const settings: Settings = {
    allowedHosts: normalizeHosts(options.allowedHosts ?? (env().OG_IMAGE_HOSTS ?? '').split(',')),
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    resolve: options.resolve ?? ((hostname) => lookup(hostname, { all: true })),
    signal,
  }
  // The signal destroys a request in flight; the race also bounds a DNS lookup that hangs.
  const deadline = new Promise<null>((resolve) =>
    signal.addEventListener('abort', () => resolve(null), { once: true }),
  )
  return Promise.race([follow(url, settings).catch(() => null), deadline])
}
