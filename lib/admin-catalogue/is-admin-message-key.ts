import type { AdminMessageKey } from './admin-message-key'
import { en } from './catalogues'

/** Whether a text is a message of the admin catalogue (a dotted path to one of its texts). */
export function isAdminMessageKey(text: string): text is AdminMessageKey {
  let node: unknown = en
  for (const part of text.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return false
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string'
}
