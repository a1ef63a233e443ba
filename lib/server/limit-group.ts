import { isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, "::" expanded. */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right]
}

/**
 * What a per-address limit counts: an IPv4 address itself, an IPv6 address by its /64
 * network. One IPv6 customer usually holds a whole /64, so counting single addresses would let
 * one client rotate through billions of them.
 */
export function limitGroup(address: string): string {
  if (!isIPv6(address)) return address
  const prefix = groupsOf(address.toLowerCase())
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
  return `${prefix.join(':')}::/64`
}
