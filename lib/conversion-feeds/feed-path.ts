import { isRecordId } from '@/lib/validation/record-id'

/** A feed's stable address on the site: outside /admin (no session, no admin policy). */
export const conversionFeedPath = (id: string) => `/feeds/conversions/${id}.csv`

/** The feed id in the address's last segment ("<uuid>.csv"), or null when it is none. */
export function feedIdOf(file: string): string | null {
  const id = /^(.+)\.csv$/.exec(file)?.[1]
  return id && isRecordId(id) ? id.toLowerCase() : null
}
