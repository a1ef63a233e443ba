import 'server-only'

let coming = 0

/** Lead submissions being handled that have not reached the store yet. */
export const leadsComing = () => coming

/**
 * Runs a lead submission counted as coming until it calls `arrive` (just before it stores) or
 * ends without storing: storeLead's group commit waits a little for the ones counted.
 */
export async function asComingLead<T>(submit: (arrive: () => void) => Promise<T>): Promise<T> {
  coming += 1
  let here = false
  const arrive = () => {
    if (here) return
    here = true
    coming -= 1
  }
  try {
    return await submit(arrive)
  } finally {
    arrive()
  }
}
