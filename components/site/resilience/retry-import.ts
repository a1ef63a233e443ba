/** Tries after a failed chunk load, then gives up (the part shows its inline message). */
const ATTEMPTS = 4
const FIRST_WAIT_MS = 500

const online = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

/**
 * A late-loaded part's import, retried: a weak phone connection often drops one chunk request.
 * Offline, it waits for the connection to return; online, it retries with a doubling wait.
 */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      if (!navigator.onLine) await online()
      else await new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS * 2 ** (attempt - 1)))
    }
  }
}
