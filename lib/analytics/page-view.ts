// Spec §9: the same page view is not sent twice within this window (Strict Mode double
// effects, query-only changes right after navigation).
export const PAGE_VIEW_DEDUPE_MS = 2000

export type PageView = { path: string; location: string; title: string }

export type PageViewTrackerOptions = {
  now?: () => number
  push: (event: Record<string, unknown>) => void
  /** Global route-change hook (window.__onRouteChange), injected so tests need no window. */
  hook?: (path: string) => void
}

/** Returns `track`, which reports whether the page view was sent (false when de-duplicated). */
export function createPageViewTracker({ now = Date.now, push, hook }: PageViewTrackerOptions) {
  let last: { path: string; at: number } | null = null

  return function track({ path, location, title }: PageView): boolean {
    const at = now()
    if (last && last.path === path && at - last.at < PAGE_VIEW_DEDUPE_MS) return false
    last = { path, at }
    push({ event: 'page_view', page_path: path, page_location: location, page_title: title })
    hook?.(path)
    return true
  }
}
