import { describe, expect, it } from 'vitest'
import { openStream } from '@/lib/lead-live/open-streams'

// The live inbox's per-account cap (issue 38 §2): LIVE_STREAMS_PER_ACCOUNT, 10 by default.
describe('live inbox places per account', () => {
  it('gives an account 10 streams and refuses the 11th; another account is not affected', () => {
    const held = Array.from({ length: 10 }, () => openStream('rep-a'))
    expect(held.every(Boolean)).toBe(true)
    expect(openStream('rep-a')).toBeNull()
    const other = openStream('rep-b')
    expect(other).not.toBeNull()
    other!.release()
    for (const slot of held) slot!.release()
  })

  it('frees a place when a stream ends, once however often it is released', () => {
    const held = Array.from({ length: 10 }, () => openStream('rep-c'))
    const first = held[0]!
    first.release()
    first.release() // a stream stops from several paths (abort, cancel, ended)
    const again = openStream('rep-c')
    expect(again).not.toBeNull()
    expect(openStream('rep-c')).toBeNull()
    again!.release()
    for (const slot of held.slice(1)) slot!.release()
  })

  it('refusals hold nothing: after 200 of them and every release, the account holds no place', () => {
    const held = Array.from({ length: 10 }, () => openStream('rep-d'))
    for (let n = 0; n < 200; n += 1) expect(openStream('rep-d')).toBeNull()
    for (const slot of held) slot!.release()
    const places = (globalThis as { __liveStreams?: Map<string, number> }).__liveStreams
    expect(places?.has('rep-d')).toBe(false)
  })
})
