/**
 * Group commit: calls made while a write is under way wait and go to the database together,
 * as one statement. Under a burst (an ad campaign going live) the embedded database then does
 * one commit per batch instead of one per request; alone, a call waits at most 2 ms.
 * If a batch fails, each of its items is retried alone, so one bad item fails only itself.
 */
export function createBatcher<I, O>(
  write: (items: I[]) => Promise<O[]>,
  maxBatch = 200,
): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }
  let queue: Waiting[] = []
  let writing = false

  async function writeAlone(entry: Waiting) {
    try {
      const [result] = await write([entry.item])
      entry.resolve(result as O)
    } catch (error) {
      entry.reject(error)
    }
  }

  async function drain() {
    writing = true
    // A 2 ms window lets requests already received reach the queue and share the commit.
    await new Promise((resolve) => setTimeout(resolve, 2))
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(batch.length)
      try {
        const results = await write(batch.map((entry) => entry.item))
        batch.forEach((entry, index) => entry.resolve(results[index] as O))
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error)
        else for (const entry of batch) await writeAlone(entry)
      }
    }
    writing = false
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (!writing) void drain()
    })
}
