import { describe, expect, it } from 'vitest'
import { logErrorsOnOneLine, oneLine } from '../../scripts/server/one-line-errors.mjs'

describe('production errors on one line', () => {
  it('an error becomes its name and message, with a query’s parameters cut off', () => {
    expect(oneLine(new TypeError('boom'))).toBe('TypeError: boom')
    const failed = Object.assign(new Error('Failed query: insert … params: Mona Adel,mona@x.eg'), {
      code: '23505',
    })
    expect(oneLine(failed)).toBe('Error: Failed query: insert … (code 23505)')
  })

  it('a text Next formatted itself loses its stack frames and keeps its other lines', () => {
    const formatted =
      'Error: Unexpected end of form\n    at e._final (x.js:2:446)\n    at f (y.js:1:1)'
    expect(oneLine(formatted)).toBe('Error: Unexpected end of form')
    expect(oneLine('Ready on http://localhost:3000\nsecond line')).toBe(
      'Ready on http://localhost:3000\nsecond line',
    )
    expect(oneLine(42)).toBe(42)
  })

  it('console.error and console.warn write them so', () => {
    const lines: unknown[][] = []
    const target = {
      error: (...args: unknown[]) => lines.push(args),
      warn: (...args: unknown[]) => lines.push(args),
    }
    logErrorsOnOneLine(target)
    target.error('⨯', new RangeError('out of range'))
    target.warn('⚠ Error: stale\n    at g (z.js:3:3)')
    expect(lines).toEqual([['⨯', 'RangeError: out of range'], ['⚠ Error: stale']])
  })
})
