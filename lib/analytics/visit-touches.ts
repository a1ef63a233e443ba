import { CLICK_ID_KEYS, CLICK_IDS_RETENTION_MS, type ClickIdStorage } from './click-ids'

// Where the visitor came from, first and last (issue 37): kept in localStorage for 90 days
// like the click ids, so a lead sent from any page, days later, still names its campaign.
// Last touch is last non-direct click: a visit without campaign parameters never replaces it.
export const TOUCHES_STORAGE_KEY = 'touches_v1'

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const

const CAMPAIGN_KEYS = [...UTM_KEYS, ...CLICK_ID_KEYS] as const
type CampaignKey = (typeof CAMPAIGN_KEYS)[number]

/** One arrival: its campaign parameters, the page it landed on, the referrer, and when. */
export type Touch = Partial<Record<CampaignKey, string>> & {
  landingPage: string
  referrer?: string
  at: number
}
export type Touches = { first: Touch; last: Touch }

const MAX_VALUE = 255
const MAX_URL = 2048

function touchOf(value: unknown): Touch | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (typeof record.at !== 'number' || !Number.isFinite(record.at)) return null
  if (typeof record.landingPage !== 'string') return null
  const touch: Touch = { landingPage: record.landingPage.slice(0, MAX_URL), at: record.at }
  if (typeof record.referrer === 'string') touch.referrer = record.referrer.slice(0, MAX_URL)
  for (const key of CAMPAIGN_KEYS) {
    const text = record[key]
    if (typeof text === 'string' && text !== '') touch[key] = text.slice(0, MAX_VALUE)
  }
  return touch
}

/** The touches still within 90 days; an expired first touch gives way to the last. */
export function readTouches(storage: ClickIdStorage, now: number = Date.now()): Touches | null {
  let raw: string | null = null
  try {
    raw = storage.getItem(TOUCHES_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  let data: Record<string, unknown> | null = null
  try {
    data = JSON.parse(raw) as Record<string, unknown> | null
  } catch {
    // Unreadable: treated as absent below.
  }
  const fresh = (touch: Touch | null) =>
    touch && now - touch.at <= CLICK_IDS_RETENTION_MS ? touch : null
  const last = fresh(touchOf(data?.last))
  if (!last) {
    try {
      storage.removeItem(TOUCHES_STORAGE_KEY)
    } catch {
      // Storage unavailable: nothing to remove.
    }
    return null
  }
  return { first: fresh(touchOf(data?.first)) ?? last, last }
}

/** This page view as a touch, or null when it carries no campaign parameter. */
function campaignTouch(url: URL, referrer: string, now: number): Touch | null {
  const touch: Touch = { landingPage: url.href.slice(0, MAX_URL), at: now }
  if (referrer) touch.referrer = referrer.slice(0, MAX_URL)
  let found = false
  for (const key of CAMPAIGN_KEYS) {
    const value = url.searchParams.get(key)?.trim()
    if (value) {
      touch[key] = value.slice(0, MAX_VALUE)
      found = true
    }
  }
  return found ? touch : null
}

/**
 * Records a page view: the first visit becomes first and last touch; a later visit with
 * campaign parameters (UTM or a click id) replaces the last touch only. Returns the touches.
 */
export function captureTouch(
  href: string,
  referrer: string,
  storage: ClickIdStorage,
  now: number = Date.now(),
): Touches | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return readTouches(storage, now)
  }
  const stored = readTouches(storage, now)
  const campaign = campaignTouch(url, referrer, now)
  if (stored && !campaign) return stored
  const arrival: Touch = campaign ?? {
    landingPage: url.href.slice(0, MAX_URL),
    at: now,
    ...(referrer ? { referrer: referrer.slice(0, MAX_URL) } : {}),
  }
  const touches: Touches = { first: stored?.first ?? arrival, last: arrival }
  try {
    storage.setItem(TOUCHES_STORAGE_KEY, JSON.stringify(touches))
  } catch {
    // Quota or private mode: the touches still apply to this page.
  }
  return touches
}
