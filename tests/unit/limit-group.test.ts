import { describe, expect, it } from 'vitest'
import { limitGroup } from '@/lib/server/limit-group'

describe('what a per-address limit counts', () => {
  it('an IPv6 client by its /64 network, however the address is written', () => {
    expect(limitGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(limitGroup('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64')
    expect(limitGroup('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64')
    expect(limitGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitGroup('::1')).toBe('0:0:0:0::/64')
  })

  it('an IPv4 client by its address; anything else as it is', () => {
    expect(limitGroup('203.0.113.9')).toBe('203.0.113.9')
    expect(limitGroup('direct')).toBe('direct')
  })
})
