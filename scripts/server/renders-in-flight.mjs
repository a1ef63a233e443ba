// @ts-check
// The public page renders Next has in flight, counted by when they began, so that a content
// change can wait for every render that began before it. Such a render may have read the old
// content and store its page after the change: Next takes an entry written after its tag expired
// for fresh, so the change expires everything again once those renders are over
// (lib/content/expire-public-content.ts). Plain Node, like page-cache.mjs.

export class RendersInFlight {
  constructor() {
    /** Bumped by every wait: renders begun in an epoch before it are the ones it waits for. */
    this.epoch = 0
    /** @type {Map<number, number>} renders in flight, by the epoch they began in */
    this.counts = new Map()
    /** @type {{ epoch: number, done: () => void }[]} */
    this.waiters = []
  }

  /** Counts a render from now; the function returned ends it (once, however often called). */
  begin() {
    const epoch = this.epoch
    this.counts.set(epoch, (this.counts.get(epoch) ?? 0) + 1)
    let ended = false
    return () => {
      if (ended) return
      ended = true
      const left = (this.counts.get(epoch) ?? 1) - 1
      if (left > 0) this.counts.set(epoch, left)
      else this.counts.delete(epoch)
      this.settle()
    }
  }

  /**
   * Resolves once every render begun before this call has ended: false at once when none was
   * in flight (nothing to do again), true when they ended or after `timeoutMs` (a render that
   * hangs does not hold the change back).
   * @param {number} timeoutMs @returns {Promise<boolean>}
   */
  earlierEnded(timeoutMs) {
    const epoch = this.epoch++
    if (![...this.counts.keys()].some((began) => began <= epoch)) return Promise.resolve(false)
    return new Promise((resolve) => {
      const waiter = {
        epoch,
        done: () => {
          clearTimeout(timer)
          this.waiters = this.waiters.filter((other) => other !== waiter)
          resolve(true)
        },
      }
      const timer = setTimeout(waiter.done, timeoutMs)
      timer.unref()
      this.waiters.push(waiter)
    })
  }

  settle() {
    const oldest = Math.min(...this.counts.keys())
    for (const waiter of [...this.waiters]) if (waiter.epoch < oldest) waiter.done()
  }
}

/**
 * The key under which the running server exposes its count to the app in the same process
 * (lib/content/earlier-renders-ended.ts).
 * @type {unique symbol}
 */
export const RENDERS_GLOBAL = Symbol.for('masar.rendersInFlight')
