import { describe, expect, it } from 'vitest'
import {
  normalizeAddress,
  parseTrustedProxies,
  resolveClient,
} from '../../scripts/server/client-address.mjs'

const client = (setting: string | undefined, socketAddress: string, forwardedFor?: string) =>
  resolveClient({ socketAddress, forwardedFor, trust: parseTrustedProxies(setting) })

describe('the client address behind proxies (TRUSTED_PROXIES)', () => {
  it('trusts nobody by default: the socket peer is the client, forwarded entries are ignored', () => {
    expect(client(undefined, '203.0.113.9', '198.51.100.1')).toEqual({
      address: '203.0.113.9',
      viaTrustedProxy: false,
    })
    expect(client('', '::ffff:203.0.113.9')).toEqual({
      address: '203.0.113.9',
      viaTrustedProxy: false,
    })
  })

  it('behind a trusted proxy, the client is the rightmost address that is not trusted', () => {
    const trusted = '10.0.0.0/8, 127.0.0.1'
    // The visitor forged the first entry; the proxy appended the address it really saw.
    expect(client(trusted, '10.0.0.5', '1.2.3.4, 198.51.100.7')).toEqual({
      address: '198.51.100.7',
      viaTrustedProxy: true,
    })
    // Two trusted hops (a CDN edge in 10/8, then the load balancer).
    expect(client(trusted, '127.0.0.1', '198.51.100.7, 10.1.2.3')).toEqual({
      address: '198.51.100.7',
      viaTrustedProxy: true,
    })
    // A request that did not come through the proxy: its forwarded entries mean nothing.
    expect(client(trusted, '203.0.113.9', '10.0.0.1')).toEqual({
      address: '203.0.113.9',
      viaTrustedProxy: false,
    })
    // Only trusted hops: the leftmost one is the client.
    expect(client(trusted, '127.0.0.1', '10.0.0.8')).toMatchObject({ address: '10.0.0.8' })
    // Garbage entries are skipped, not believed.
    expect(client(trusted, '10.0.0.5', 'unknown, <script>, 198.51.100.7')).toMatchObject({
      address: '198.51.100.7',
    })
  })

  it('with a hop count, the client is that many hops from the right', () => {
    expect(client('1', '10.0.0.5', '1.2.3.4, 198.51.100.7').address).toBe('198.51.100.7')
    expect(client('2', '10.0.0.5', '1.2.3.4, 198.51.100.7').address).toBe('1.2.3.4')
    expect(client('2', '10.0.0.5').address).toBe('10.0.0.5')
    expect(client('0', '10.0.0.5', '1.2.3.4').address).toBe('10.0.0.5')
    // A peer on the internet reached the app port directly: what it forwards is not believed.
    expect(client('1', '203.0.113.9', '1.2.3.4')).toEqual({
      address: '203.0.113.9',
      viaTrustedProxy: false,
    })
    // An entry that is no address stops the walk: the hop to its right is taken.
    expect(client('2', '10.0.0.5', '1.2.3.4, unknown').address).toBe('10.0.0.5')
  })

  it('stops at an entry that is no address instead of skipping it to believe what is left of it', () => {
    const trusted = '10.0.0.0/8'
    expect(client(trusted, '10.0.0.5', '198.51.100.7, garbage, 10.0.0.9').address).toBe('10.0.0.9')
  })

  it('reads IPv6 ranges and mapped IPv4, and refuses a setting it cannot read', () => {
    expect(client('::1, fd00::/8', '::1', '2001:db8::1, fd12::3').address).toBe('2001:db8::1')
    expect(normalizeAddress('[::ffff:192.0.2.1]')).toBe('192.0.2.1')
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('invalid prefix length')
    expect(() => parseTrustedProxies('proxy.internal')).toThrow('is not an address')
  })
})
