/**
 * Group commit: calls made while a write is under way wait and go to the database together,
 * as one statement. Under a burst (an ad campaign going live) the embedded database then does
 * one commit per batch instead of one per request; alone, a call waits at most 2 ms.
 * If a batch fails, each of its items is retried alone, so one bad item fails only itself.
 * `inFlight` > 1 lets the next batch start while one is still committing (a server database:
 * its round trips overlap instead of queueing behind the first batch's); a function is asked
 * each time.
 */
export function createBatcher<I, O>(
  write: (items: I[]) => Promise<O[]>,
  maxBatch = 200,
  inFlight: number | (() => number) = 1,
  linger?: Linger,
): (item: I) => Promise<O> {
  const limit = typeof inFlight === 'number' ? () => inFlight : inFlight
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }
  let queue: Waiting[] = []
  let writing = 0
  let opening = false
  // Resolves the wait for the next call while the window lingers.
  let arrived: (() => void) | null = null

  async function writeAlone(entry: Waiting) {
    try {
      const [result] = await write([entry.item])
      entry.resolve(result as O)
    } catch (error) {
      entry.reject(error)
    }
  }

  async function writeBatch(batch: Waiting[]) {
    try {
      const results = await write(batch.map((entry) => entry.item))
      batch.forEach((entry, index) => entry.resolve(results[index] as O))
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error)
      else for (const entry of batch) await writeAlone(entry)
    }
  }

  async function drain() {
    writing += 1
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(batch.length)
      await writeBatch(batch)
    }
    writing -= 1
  }

  async function open() {
    opening = true
    // A 2 ms window lets requests already received reach the queue and share the commit.
    await new Promise((resolve) => setTimeout(resolve, 2))
    if (linger) await lingerFor(linger)
    opening = false
    if (queue.length > 0) await drain()
  }

  /** Keeps the window open while calls are known to be on their way, up to its bound. */
  async function lingerFor({ coming, maxMs }: Linger) {
    const until = Date.now() + maxMs
    while (coming() > 0 && queue.length < maxBatch && Date.now() < until) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, until - Date.now())
        arrived = () => (clearTimeout(timer), resolve())
      })
      arrived = null
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      arrived?.()
      if (!opening && writing < limit()) void open()
    })
}

/**
 * A window that stays open past its 2 ms while `coming()` says more calls are on their way
 * (requests already being handled), at most `maxMs`: a burst then shares one write instead
 * of one each, and a lone call is not kept waiting.
 */
export type Linger = { coming: () => number; maxMs: number }
