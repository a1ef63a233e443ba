// @ts-check
// Who the client is when requests come through proxies (nginx, Caddy, a cloud load balancer).
// Every proxy appends the address it received the request from to X-Forwarded-For; only the
// entries appended by proxies we trust are true, the rest could be written by the client.
// Plain Node: the front server (serve.mjs) resolves the address once and hands it to Next.
import { BlockList, isIP } from 'node:net'

/**
 * An IPv4 address written as IPv6 (::ffff:203.0.113.5) is the IPv4 address.
 * @param {string} [address]
 * @returns {string}
 */
export function normalizeAddress(address = '') {
  const trimmed = address.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped?.[1] ?? trimmed
}

/**
 * TRUSTED_PROXIES: unset or empty → trust nobody (the socket's peer is the client); a whole
 * number → that many proxies in front of the server; otherwise addresses and CIDR ranges,
 * comma-separated ("10.0.0.0/8, 127.0.0.1, ::1"). Throws on an entry it cannot read, so a typo
 * stops the server at start instead of trusting the wrong hop.
 * @param {string | undefined} setting
 * @returns {TrustedProxies}
 * @typedef {{ kind: 'none' } | { kind: 'hops', hops: number } | { kind: 'list', list: BlockList }} TrustedProxies
 */
export function parseTrustedProxies(setting) {
  const text = (setting ?? '').trim()
  if (!text) return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops }
  }
  const list = new BlockList()
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/')
    const ip = normalizeAddress(address)
    const family = isIP(ip)
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(ip, type)
    else {
      const prefix = Number(bits)
      if (!/^\d+$/.test(bits) || prefix > (family === 6 ? 128 : 32))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`)
      list.addSubnet(ip, prefix, type)
    }
  }
  return { kind: 'list', list }
}

/** @param {ReturnType<typeof parseTrustedProxies>} trust @param {string} address */
function isTrusted(trust, address) {
  if (trust.kind !== 'list') return false
  const family = isIP(address)
  return family !== 0 && trust.list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** Loopback and private networks: where a proxy that counts hops sits (not the internet). */
const NEARBY = new BlockList()
for (const [network, prefix, type] of /** @type {const} */ ([
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
]))
  NEARBY.addSubnet(network, prefix, type)

/** @param {string} address */
const isNearby = (address) => {
  const family = isIP(address)
  return family !== 0 && NEARBY.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address and whether the request came through a trusted proxy. The chain is
 * X-Forwarded-For's entries followed by the socket's peer; read from the right, the client is
 * the first address not trusted (with a hop count: the one that many hops from the right).
 * When every hop is trusted, the leftmost address is the client. The walk stops at an entry
 * that is no address (the hop to its right is taken): nothing left of it is believed. With a
 * hop count, a peer on the internet reached this port directly: its forwarded entries are not
 * believed either.
 * @param {{ socketAddress?: string, forwardedFor?: string | string[], trust: ReturnType<typeof parseTrustedProxies> }} request
 * @returns {{ address: string, viaTrustedProxy: boolean }}
 */
export function resolveClient({ socketAddress, forwardedFor, trust }) {
  const peer = normalizeAddress(socketAddress)
  if (trust.kind === 'none') return { address: peer, viaTrustedProxy: false }
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normalizeAddress)
    .filter((entry) => entry !== '')
  const chain = [...forwarded, peer]
  if (trust.kind === 'hops') {
    if (!isNearby(peer)) return { address: peer, viaTrustedProxy: false }
    const index = Math.max(0, chain.length - 1 - trust.hops)
    for (let hop = chain.length - 2; hop >= index; hop--)
      if (!isIP(chain[hop] ?? '')) return { address: chain[hop + 1] ?? peer, viaTrustedProxy: true }
    return { address: chain[index] ?? peer, viaTrustedProxy: chain.length > 1 }
  }
  if (!isTrusted(trust, peer)) return { address: peer, viaTrustedProxy: false }
  for (let index = chain.length - 2; index >= 0; index--) {
    const hop = chain[index] ?? ''
    if (!isIP(hop)) return { address: chain[index + 1] ?? peer, viaTrustedProxy: true }
    if (!isTrusted(trust, hop)) return { address: hop, viaTrustedProxy: true }
  }
  return { address: chain[0] ?? peer, viaTrustedProxy: true }
}
