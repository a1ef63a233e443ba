import 'server-only'
import { markSent, releaseClaims } from './outbox-store'

// Claimed messages whose outcome this process could not record because the database went away
// mid-pass (a restart). Unrecorded, they would wait for their lease (5 minutes) and the ones
// already sent would go out twice; the next pass records them instead.
const sentUnrecorded = new Set<string>()
const notSent = new Set<string>()

/** Keeps what a failed pass could not write: mails that went out, and claims not used. */
export function rememberUnsettled(sent: string[], unsent: string[]): void {
  for (const id of sent) sentUnrecorded.add(id)
  for (const id of unsent) notSent.add(id)
}

/** Records what an earlier pass could not (throws, and keeps it, while the database is away). */
export async function settleRemembered(now: Date): Promise<void> {
  for (const id of [...sentUnrecorded]) {
    await markSent(id, now)
    sentUnrecorded.delete(id)
  }
  if (notSent.size === 0) return
  const ids = [...notSent]
  await releaseClaims(ids, now)
  for (const id of ids) notSent.delete(id)
}
