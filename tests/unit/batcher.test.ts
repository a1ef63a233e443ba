import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBatcher } from '@/lib/server/batcher'

describe('createBatcher', () => {
  it('writes calls made together in one batch, and later calls in the next', async () => {
    const batches: number[][] = []
    const release: (() => void)[] = []
    const double = createBatcher(async (items: number[]) => {
      batches.push(items)
      await new Promise<void>((resolve) => release.push(resolve))
      return items.map((n) => n * 2)
    })
    const first = double(1)
    await expect.poll(() => release.length).toBe(1) // the first write is under way
    const rest = [2, 3, 4].map(double)
    release.shift()?.()
    await expect.poll(() => release.length).toBe(1)
    release.shift()?.()
    const results = await Promise.all([first, ...rest])
    expect(results).toEqual([2, 4, 6, 8])
    expect(batches).toEqual([[1], [2, 3, 4]])
    const later = Promise.all([5, 6].map(double))
    await expect.poll(() => release.length).toBe(1)
    release.shift()?.()
    expect(await later).toEqual([10, 12])
    expect(batches.at(-1)).toEqual([5, 6])
  })

  it('retries a failed batch item by item, so only the bad item fails', async () => {
    const write = createBatcher(async (items: number[]) => {
      await Promise.resolve()
      if (items.includes(3)) throw new Error(`bad ${items.join(',')}`)
      return items.map((n) => n + 1)
    })
    const settled = await Promise.allSettled([1, 2, 3, 4].map(write))
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([
      2,
      3,
      'failed',
      5,
    ])
  })

  it('keeps batches within the size limit', async () => {
    const sizes: number[] = []
    const write = createBatcher(async (items: number[]) => {
      sizes.push(items.length)
      await new Promise((resolve) => setTimeout(resolve, 1))
      return items
    }, 3)
    await Promise.all(Array.from({ length: 8 }, (_, i) => write(i)))
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(8)
  })

  it('with inFlight 2 starts the next batch while one is still being written, never a third', async () => {
    let open = 0
    let most = 0
    const release: (() => void)[] = []
    const write = createBatcher(
      async (items: number[]) => {
        open += 1
        most = Math.max(most, open)
        await new Promise<void>((resolve) => release.push(resolve))
        open -= 1
        return items
      },
      200,
      2,
    )
    const first = write(1)
    await expect.poll(() => release.length).toBe(1)
    const second = write(2)
    await expect.poll(() => release.length).toBe(2) // the second batch did not wait for the first
    const third = write(3)
    release.shift()?.()
    expect(await first).toBe(1)
    await expect.poll(() => release.length).toBe(2) // the third goes once a slot is free
    release.splice(0).forEach((done) => done())
    expect(await Promise.all([second, third])).toEqual([2, 3])
    expect(most).toBe(2)
  })

  describe('lingering while calls are on their way', () => {
    afterEach(() => vi.useRealTimers())

    const recorder = () => {
      const batches: number[][] = []
      const write = async (items: number[]) => {
        batches.push(items)
        return items
      }
      return { batches, write }
    }

    it('waits for the calls counted as coming, and writes them as one batch', async () => {
      vi.useFakeTimers()
      let coming = 2
      const { batches, write } = recorder()
      const store = createBatcher(write, 200, 1, { coming: () => coming, maxMs: 20 })
      const first = store(1)
      await vi.advanceTimersByTimeAsync(5) // past the 2 ms window: still open for the others
      expect(batches).toEqual([])
      coming = 1
      const second = store(2)
      await vi.advanceTimersByTimeAsync(5)
      expect(batches).toEqual([])
      coming = 0
      const third = store(3) // the last one counted: written at once
      await vi.advanceTimersByTimeAsync(0)
      expect(batches).toEqual([[1, 2, 3]])
      expect(await Promise.all([first, second, third])).toEqual([1, 2, 3])
    })

    it('waits no longer than its bound, and not at all past 2 ms when nothing is coming', async () => {
      vi.useFakeTimers()
      let coming = 1
      const { batches, write } = recorder()
      const store = createBatcher(write, 200, 1, { coming: () => coming, maxMs: 20 })
      const stuck = store(1)
      await vi.advanceTimersByTimeAsync(21)
      expect(batches).toEqual([])
      await vi.advanceTimersByTimeAsync(2) // 2 ms window and 20 ms of lingering: written
      expect(batches).toEqual([[1]])
      expect(await stuck).toBe(1)
      coming = 0
      const alone = store(2)
      await vi.advanceTimersByTimeAsync(2)
      expect(batches).toEqual([[1], [2]])
      expect(await alone).toBe(2)
    })
  })
})
