// Advertising click identifiers (spec §3, §4): kept in localStorage so a lead submitted days
// after the ad click still carries them. All storage access is guarded: storage can hold
// anything and can throw (private mode, blocked cookies), and tracking must never break a page.
export const CLICK_IDS_STORAGE_KEY = 'click_ids_v1'
export const CLICK_IDS_RETENTION_DAYS = 90
export const CLICK_IDS_RETENTION_MS = CLICK_IDS_RETENTION_DAYS * 24 * 60 * 60 * 1000
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid'] as const

export type ClickIdKey = (typeof CLICK_ID_KEYS)[number]
export type ClickIds = Partial<Record<ClickIdKey, string>> & { ts: number }
export type ClickIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function pickIds(source: (key: ClickIdKey) => unknown): Partial<Record<ClickIdKey, string>> {
  const ids: Partial<Record<ClickIdKey, string>> = {}
  for (const key of CLICK_ID_KEYS) {
    const value = source(key)
    if (typeof value === 'string' && value.trim() !== '') ids[key] = value.trim()
  }
  return ids
}

function parse(raw: string): ClickIds | null {
  try {
    const data: unknown = JSON.parse(raw)
    if (typeof data !== 'object' || data === null) return null
    const record = data as Record<string, unknown>
    const ts = record.ts
    if (typeof ts !== 'number' || !Number.isFinite(ts)) return null
    const ids = pickIds((key) => record[key])
    return Object.keys(ids).length > 0 ? { ...ids, ts } : null
  } catch {
    return null
  }
}

function remove(storage: ClickIdStorage): void {
  try {
    storage.removeItem(CLICK_IDS_STORAGE_KEY)
  } catch {
    // Nothing to do: storage unavailable.
  }
}

/** Stored ids, or null; an expired or unreadable record is deleted. */
export function readClickIds(storage: ClickIdStorage, now: number = Date.now()): ClickIds | null {
  let raw: string | null
  try {
    raw = storage.getItem(CLICK_IDS_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  const record = parse(raw)
  if (!record || now - record.ts > CLICK_IDS_RETENTION_MS) {
    remove(storage)
    return null
  }
  return record
}

/**
 * Saves ids found in the query, merged over the stored ones (new overrides old, missing keep
 * old), with ts refreshed. Returns the current record (also when the write fails), or null.
 */
export function captureClickIds(
  search: URLSearchParams | string,
  storage: ClickIdStorage,
  now: number = Date.now(),
): ClickIds | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const fresh = pickIds((key) => params.get(key))
  if (Object.keys(fresh).length === 0) return readClickIds(storage, now)
  const { ts: _oldTs, ...old } = readClickIds(storage, now) ?? { ts: 0 }
  const record: ClickIds = { ...old, ...fresh, ts: now }
  try {
    storage.setItem(CLICK_IDS_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Quota or private mode: the ids still apply to this page.
  }
  return record
}

/**
 * Adds the ids as gclid/gbraid/wbraid query parameters (replacing any already there). Other
 * parameters keep their exact encoding, e.g. a chat link's pre-filled text; the hash stays last.
 */
export function appendClickIds(url: string, ids: Partial<ClickIds> | null | undefined): string {
  const found = ids ? pickIds((key) => ids[key]) : {}
  const entries = Object.entries(found)
  if (entries.length === 0) return url

  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)

  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false
    const name = new URLSearchParams(pair).keys().next().value
    return !(CLICK_ID_KEYS as readonly string[]).includes(name ?? '')
  })
  const added = entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
  return `${base}?${[...kept, ...added].join('&')}${hash}`
}
