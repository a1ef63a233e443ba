import { describe, expect, it } from 'vitest'
import { submittedValue } from '@/lib/validation/submitted-value'

describe('submittedValue', () => {
  it('drops NUL from every string, however deep, and copies objects and arrays', () => {
    const at = new Date('2026-11-24T10:00:00Z')
    const value = {
      a: 'x\u0000y',
      rows: [{ q: '\u0000?' }, 'z\u0000'],
      n: 3,
      on: true,
      at,
      none: null,
    }
    expect(submittedValue(value)).toEqual({
      a: 'xy',
      rows: [{ q: '?' }, 'z'],
      n: 3,
      on: true,
      at,
      none: null,
    })
    expect(value.a).toBe('x\u0000y')
  })

  it('leaves out prototype keys', () => {
    const hostile = JSON.parse('{"__proto__": {"admin": true}, "constructor": 1, "name": "n"}')
    const result = submittedValue(hostile) as Record<string, unknown>
    expect(result).toEqual({ name: 'n' })
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })
})
