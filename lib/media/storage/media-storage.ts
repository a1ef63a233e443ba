/**
 * Where the media library's files live. Keys are made by the server only
 * ("{media id}/{file}"), never from a name a user typed; `deletePrefix` removes an item's files.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<Buffer | null>
  delete(key: string): Promise<void>
  deletePrefix(prefix: string): Promise<void>
}

const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+(?:\.[a-z0-9]+)?)*\/?$/

/** Refuses anything but a server-made key (no "..", no leading slash, no odd characters). */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a media storage key: ${key}`)
  return key
}
