import { describe, expect, it } from 'vitest'
import { nextInTurn } from '@/lib/lead-routing/next-in-turn'

describe('nextInTurn', () => {
  it('goes round the reps in a fixed order, whatever order they are listed in', () => {
    const reps = ['c', 'a', 'b']
    expect(nextInTurn(reps, null)).toBe('a')
    expect(nextInTurn(reps, 'a')).toBe('b')
    expect(nextInTurn(reps, 'b')).toBe('c')
    expect(nextInTurn(reps, 'c')).toBe('a')
  })

  it('someone leaving or coming back keeps the others’ turns', () => {
    // b had the last lead and is now away: c is next, as it would have been.
    expect(nextInTurn(['a', 'c'], 'b')).toBe('c')
    // The last one is gone: round to the start.
    expect(nextInTurn(['a', 'b'], 'z')).toBe('a')
  })

  it('nobody available: nobody', () => {
    expect(nextInTurn([], 'a')).toBeNull()
  })
})
