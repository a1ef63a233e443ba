import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'

/** The public lead forms' refusals (messages/<language>.json, under the form's namespace). */
type PublicMessageKey = 'invalid' | 'rateLimited' | 'step1Missing' | 'projectNotFound'

/**
 * What a failure's message is: a catalogue key, never prose. Admin actions answer admin keys,
 * public actions the public forms' keys; each is worded where it is shown.
 */
export type MessageKey = AdminMessageKey | PublicMessageKey

/** The arguments of a message with some ("{seconds}", "{name}"). */
export type MessageValues = Record<string, string | number>
