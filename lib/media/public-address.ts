// Whether an IP address is on the public internet, so the server may connect to it on behalf of
// content (social card images). Anything that could reach the server itself, its LAN, or cloud
// metadata (169.254.169.254) is refused. Pure: no DNS, no server-only, so it is unit-tested.
import { BlockList, isIP } from 'node:net'

/** IPv4 ranges that are not globally reachable (RFC 6890 special-purpose registry). */
const REFUSED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast 255.255.255.255
]

/**
 * Special IPv6 ranges inside global unicast (2000::/3). Loopback, unspecified, unique-local,
 * link-local and multicast all lie outside 2000::/3 and are refused by that test alone.
 */
const REFUSED_V6: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments, includes Teredo (2001::/32)
  ['2001:db8::', 32], // documentation
]

const refusedV4 = new BlockList()
for (const [network, prefix] of REFUSED_V4) refusedV4.addSubnet(network, prefix, 'ipv4')

const refusedV6 = new BlockList()
for (const [network, prefix] of REFUSED_V6) refusedV6.addSubnet(network, prefix, 'ipv6')

const globalUnicastV6 = new BlockList()
globalUnicastV6.addSubnet('2000::', 3, 'ipv6')

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail is folded in). */
function hextets(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip)
  let text = ip
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${ip.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that reach an IPv4
 * host (mapped ::ffff:a.b.c.d, translated, IPv4-compatible, NAT64 64:ff9b::/96, 6to4 2002::/16):
 * such an address is exactly as public as the IPv4 address inside it.
 */
function embeddedIpv4(ip: string): string | null {
  const groups = hextets(ip)
  const at = (index: number) => groups[index] ?? 0
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0)
  const quad = (high: number, low: number) =>
    [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  if (zeros(0, 5) && at(5) === 0xffff) return quad(at(6), at(7)) // IPv4-mapped
  if (zeros(0, 4) && at(4) === 0xffff && at(5) === 0) return quad(at(6), at(7)) // translated
  if (zeros(0, 6)) return quad(at(6), at(7)) // IPv4-compatible; :: and ::1 land in 0.0.0.0/8
  if (at(0) === 0x64 && at(1) === 0xff9b && zeros(2, 6)) return quad(at(6), at(7)) // NAT64
  if (at(0) === 0x2002) return quad(at(1), at(2)) // 6to4
  return null
}

/** True only for a globally routable unicast address; anything unreadable is not public. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip)
  if (family === 4) return !refusedV4.check(ip, 'ipv4')
  // A zone (fe80::1%eth0) only qualifies link-local addresses, which are refused anyway.
  if (family !== 6 || ip.includes('%')) return false
  const ipv4 = embeddedIpv4(ip)
  if (ipv4 !== null) return isPublicAddress(ipv4)
  return globalUnicastV6.check(ip, 'ipv6') && !refusedV6.check(ip, 'ipv6')
}
