import 'client-only'

// Thin wrapper over the tag-manager data layer. A local window type (rather than a global
// `declare global`) avoids clashing with other declarations of `dataLayer`.
type DataLayerWindow = Window & { dataLayer?: unknown[] }

export const ANALYTICS_DEBUG_PARAM = 'debug_analytics'
export const ANALYTICS_DEBUG_STORAGE_KEY = 'analytics-debug'

// `?debug_analytics=1` switches debug on, `=0` off; the flag lives in sessionStorage so it
// survives client navigations that drop the query. Storage may throw (privacy modes).
export function isAnalyticsDebug(): boolean {
  if (typeof window === 'undefined') return false
  try {
    const param = new URLSearchParams(window.location.search).get(ANALYTICS_DEBUG_PARAM)
    if (param === '1') window.sessionStorage.setItem(ANALYTICS_DEBUG_STORAGE_KEY, '1')
    else if (param === '0') window.sessionStorage.removeItem(ANALYTICS_DEBUG_STORAGE_KEY)
    return window.sessionStorage.getItem(ANALYTICS_DEBUG_STORAGE_KEY) === '1'
  } catch {
    return false
  }
}

export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return // server render: nothing to track
  const w = window as DataLayerWindow
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push(event)
  if (isAnalyticsDebug()) console.info('[analytics]', event)
}
