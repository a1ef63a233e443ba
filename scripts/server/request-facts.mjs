// @ts-check
// Who sent a request and how, decided once at the public port: the client address (the
// rightmost untrusted hop, client-address.mjs) and the host and scheme the visitor used.
import { resolveClient } from './client-address.mjs'
import { ORIGINAL_QUERY_HEADER } from './security-headers.mjs'

/**
 * @typedef {{ client: string, proto: 'http' | 'https', host: string, https: boolean }} RequestFacts
 * @typedef {import('./client-address.mjs').TrustedProxies} TrustedProxies
 */

const first = (/** @type {string | string[] | undefined} */ value) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined

/**
 * X-Forwarded-Host and -Proto count only when a trusted proxy passed the request on.
 * @param {import('node:http').IncomingMessage} req @param {TrustedProxies} trust
 * @returns {RequestFacts}
 */
export function requestFacts(req, trust) {
  const { address, viaTrustedProxy } = resolveClient({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trust,
  })
  const forwardedProto = viaTrustedProxy ? first(req.headers['x-forwarded-proto']) : undefined
  const proto = forwardedProto === 'https' ? 'https' : 'http'
  const host = (viaTrustedProxy && first(req.headers['x-forwarded-host'])) || req.headers.host || ''
  return { client: address, proto, host, https: proto === 'https' }
}

/**
 * The request headers Next sees: exactly one client address and the visitor's host and scheme,
 * whatever forwarding headers the client sent.
 * @param {import('node:http').IncomingMessage} req @param {RequestFacts} facts
 * @returns {import('node:http').IncomingHttpHeaders}
 */
export function forwardedHeaders(req, facts) {
  const headers = { ...req.headers }
  for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-port', ORIGINAL_QUERY_HEADER])
    delete headers[name]
  headers['x-forwarded-for'] = facts.client
  headers['x-forwarded-host'] = facts.host
  headers['x-forwarded-proto'] = facts.proto
  return headers
}
